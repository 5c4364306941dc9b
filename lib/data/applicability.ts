import "server-only";
export { FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import type { SqlRunner } from "@/lib/db";
import { FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { isTaskApplicable, notApplicableLines, type CompanyFacts } from "@/lib/checklist/applicability";
import { documentSlugs } from "@/lib/checklist/document-slugs";
import { shippedTagIndex } from "@/lib/checklist/metadata";
import { isTaskComplete, type DocumentsMap } from "@/lib/domain/progress";
import { isMemberSql } from "./membership";

/** The facts of the user's current company (none: the defaults, India). */
export async function factsForUser(sql: SqlRunner, user: Member): Promise<CompanyFacts> {
  if (!user.companyId) return toFacts(undefined);
  const [row] = await sql.rows<CompanyFactsRow>(`SELECT ${FACTS_COLUMNS} FROM companies c WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`, [
    user.companyId,
    user.id,
  ]);
  return toFacts(row);
}

/** The signed-in user and their current company (lib/auth/session.ts). */
interface Member {
  id: string;
  companyId: string | null;
}

/** A stored task as the applicability needs it. */
export interface StoredTaskRef {
  slug: string | null;
  description: string | null;
  documentSlugs: unknown;
}

function slugsOf(task: StoredTaskRef): string[] {
  if (Array.isArray(task.documentSlugs) && task.documentSlugs.every((s) => typeof s === "string")) return task.documentSlugs as string[];
  return task.slug ? documentSlugs(task.slug, task.description) : [];
}

/** Line indices of a stored task that do not apply to the company. */
export function taskNotApplicable(task: StoredTaskRef, facts: CompanyFacts, index = shippedTagIndex()): number[] {
  if (!task.slug) return [];
  return notApplicableLines({ slug: task.slug, documentSlugs: slugsOf(task) }, facts, index);
}

/**
 * Recomputes `completed` of every progress row of the company from its documents and its facts
 * (after the facts changed). Documents and files are never touched, only the derived flag.
 */
export async function recomputeCompletion(sql: SqlRunner, companyId: string): Promise<number> {
  const rows = await sql.rows<StoredTaskRef & CompanyFactsRow & { id: string; taskId: string; documents: unknown; completed: boolean }>(
    `SELECT cp.id::text AS id, cp.task_id::text AS "taskId", cp.documents, cp.completed,
            t.slug, t.description, t.document_slugs AS "documentSlugs", ${FACTS_COLUMNS}
     FROM company_progress cp JOIN tasks t ON t.id = cp.task_id JOIN companies c ON c.id = cp.company_id
     WHERE cp.company_id = $1::uuid`,
    [companyId],
  );
  const changed = rows.flatMap((row) => {
    const documents = row.documents && typeof row.documents === "object" && !Array.isArray(row.documents) ? (row.documents as DocumentsMap) : null;
    const completed = isTaskComplete(row.taskId, row.description, documents, taskNotApplicable(row, toFacts(row)));
    return completed === row.completed ? [] : [{ id: row.id, completed }];
  });
  if (changed.length) {
    await sql.rows(
      `UPDATE company_progress cp SET completed = x.completed,
         completed_at = CASE WHEN x.completed THEN COALESCE(cp.completed_at, now()) END, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, completed boolean) WHERE cp.id = x.id`,
      [JSON.stringify(changed)],
    );
  }
  return changed.length;
}

const excludedByFacts = new Map<string, Set<string>>();

/**
 * Slugs of the shipped tasks none of whose lines apply to a company with these facts, memoised
 * per distinct set of facts (there are few): the phase figures need it on every dashboard load.
 */
export function notApplicableTaskSlugs(facts: CompanyFacts, index = shippedTagIndex()): Set<string> {
  const key = JSON.stringify(facts);
  let slugs = excludedByFacts.get(key);
  if (!slugs) {
    slugs = new Set();
    for (const [slug, lines] of index) {
      const na = notApplicableLines({ slug, documentSlugs: [...lines.keys()] }, facts, index);
      if (!isTaskApplicable(lines.size, na)) slugs.add(slug);
    }
    if (excludedByFacts.size > 500) excludedByFacts.clear();
    excludedByFacts.set(key, slugs);
  }
  return slugs;
}

/** The id and facts of the user's current company in one statement (the phase page needs both), or null. */
export async function companyFactsForUser(sql: SqlRunner, user: Member): Promise<{ id: string; facts: CompanyFacts } | null> {
  if (!user.companyId) return null;
  const [row] = await sql.rows<CompanyFactsRow & { id: string }>(
    `SELECT c.id::text AS id, ${FACTS_COLUMNS} FROM companies c WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
    [user.companyId, user.id],
  );
  return row ? { id: row.id, facts: toFacts(row) } : null;
}
