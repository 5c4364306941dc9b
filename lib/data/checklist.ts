import "server-only";
import { cache } from "react";
import { getSql, sqlStatement } from "@/lib/db";
// Rows come back in the shapes the API answers: the contract is lib/checklist/schema.ts.
import type { LineSource, Phase, Task, TaskListResponse } from "@/lib/checklist/schema";
import { uuid } from "@/lib/validations/common";
import { EMPTY_FACTS, type CompanyFacts } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { shippedSourceIndex, shippedValidityIndex, type LineIndex } from "@/lib/checklist/metadata";
import { slugsOf, taskNotApplicable, type StoredTaskRef } from "@/lib/checklist/task-lines";
import { CHECKLIST_VERSION_SQL } from "./data-versions";
import { isMemberSql } from "./membership";
import { VersionedJsonCache } from "./versioned-cache";

const phasesStatement = sqlStatement<Phase>(
  "checklist.phases",
  { id: true, name: true, description: true, order: true, icon: true, color: true },
  `SELECT id::text AS "id", name, description, "order", icon, color FROM phases ORDER BY "order" ASC, name ASC`,
);

/** A phase's task columns (null: the phase has no task), with what the applicability check reads. */
type PhaseTaskRow = { [K in keyof Omit<Task, "notApplicable" | "sources" | "validity">]: Task[K] | null } & {
  slug: string | null;
  documentSlugs: unknown;
};

/** What a per-line index of the shipped checklist holds for each line of a stored task, with the line's index. */
function perLine<T>(task: StoredTaskRef, index: LineIndex<T>): { at: number; value: T }[] {
  const lines = task.slug ? index.get(task.slug) : undefined;
  if (!lines) return [];
  return slugsOf(task).flatMap((slug, at) => {
    const value = lines.get(slug);
    return value ? [{ at, value }] : [];
  });
}

/** The source and review date of each line of a stored task that has one (none for a task the checklist does not know). */
function taskLineSources(task: StoredTaskRef): LineSource[] {
  return perLine(task, shippedSourceIndex()).map(({ at, value }) => ({ index: at, ...value }));
}

const phaseTasksStatement = sqlStatement<PhaseTaskRow, [phaseId: string]>(
  "checklist.phaseTasks",
  {
    id: true,
    phaseId: true,
    title: true,
    description: true,
    priority: true,
    estimatedDays: true,
    order: true,
    category: true,
    slug: true,
    documentSlugs: true,
  },
  `SELECT t.id::text AS "id", t.phase_id::text AS "phaseId", t.title, t.description, t.priority,
            t.estimated_days AS "estimatedDays", t."order", t.category, t.slug, t.document_slugs AS "documentSlugs"
     FROM phases p LEFT JOIN tasks t ON t.phase_id = p.id
     WHERE p.id = $1::uuid
     ORDER BY t."order" ASC, t.title ASC`,
);

/**
 * Every phase in order; hand-written SQL (lib/db/sql.ts): the dashboard and GET /api/phases read
 * it on every load. Memoised per request in server components (React cache; a plain call elsewhere).
 */
export const listPhases = cache(async (): Promise<Phase[]> => {
  const sql = await getSql();
  return phasesStatement.run(sql);
});

/** One phase, read from the (per-request memoised) phase list: a page that shows both pays one statement. */
export const getPhase = cache(async (phaseId: string): Promise<Phase | null> => {
  return (await listPhases()).find((phase) => phase.id === phaseId.toLowerCase()) ?? null;
});

/**
 * Tasks of a phase, or null when the phase does not exist: one statement either way (the phase
 * LEFT JOIN its tasks: no row = no phase, one all-null row = no tasks yet).
 */
export async function listPhaseTasks(phaseId: string, facts: CompanyFacts = EMPTY_FACTS): Promise<Task[] | null> {
  if (!uuid.safeParse(phaseId).success) return null;
  const sql = await getSql();
  const rows = await phaseTasksStatement.run(sql, [phaseId]);
  if (!rows.length) return null;
  return rows
    .filter((row) => row.id !== null)
    .map(({ slug, documentSlugs, ...task }) => {
      const stored = { slug, description: task.description, documentSlugs };
      const validity = taskValidity(stored);
      return {
        ...(task as Task),
        notApplicable: taskNotApplicable(stored, facts),
        sources: taskLineSources(stored),
        ...(validity.length ? { validity } : {}),
      };
    });
}

/** The default validity of the stored task's lines that lapse, by line index (the upload pre-fills expiry from it). */
function taskValidity(task: StoredTaskRef): NonNullable<Task["validity"]> {
  return perLine(task, shippedValidityIndex()).map(({ at, value }) => ({ line: at, ...value }));
}

/** GET /api/phases/{id}/tasks answers, per phase and company facts (they decide notApplicable), per version of the checklist. */
const taskLists = new VersionedJsonCache<{ json: Buffer }>();

/**
 * $1 phase, $2 the user's current company (may be null), $3 the user. No row: no such phase. The
 * version is the checklist's (lib/data/data-versions.ts: any write to the tasks or phases, the seed
 * run by any instance); the facts are the company's when the user is its member (else the defaults).
 */
const taskListVersionStatement = sqlStatement<
  { version: string; member: boolean } & CompanyFactsRow,
  [phaseId: string, companyId: string | null, userId: string]
>(
  "checklist.taskListVersion",
  { version: true, member: true, ...FACTS_COLUMN_NAMES },
  `SELECT ${CHECKLIST_VERSION_SQL} AS "version",
            (c.id IS NOT NULL) AS "member", ${FACTS_COLUMNS}
     FROM phases p
     LEFT JOIN companies c ON c.id = $2::uuid AND ${isMemberSql("c", "$3")}
     WHERE p.id = $1::uuid`,
);

/**
 * The body of GET /api/phases/{id}/tasks as UTF-8 JSON, or null when the phase does not exist. The
 * checklist is the same for every company with the same facts and changes only when the seed runs,
 * so the answer is kept (lib/data/versioned-cache.ts); each request still reads the phase's version
 * with the facts, so a seed run by another instance is seen on the next request.
 */
export async function phaseTaskListJson(phaseId: string, user: { id: string; companyId: string | null }): Promise<Buffer | null> {
  if (!uuid.safeParse(phaseId).success) return null;
  const sql = await getSql();
  const [row] = await taskListVersionStatement.run(sql, [phaseId, user.companyId, user.id]);
  if (!row) return null;
  const facts = toFacts(row.member ? row : undefined);
  const key = `${phaseId.toLowerCase()}:${JSON.stringify(facts)}`;
  const cached = taskLists.get(key, row.version);
  if (cached) return cached.json;
  // Read after the version: a seed in between leaves newer rows under the older version, which the next request rebuilds.
  const tasks = await listPhaseTasks(phaseId, facts);
  if (!tasks) return null;
  const json = Buffer.from(JSON.stringify({ data: tasks } satisfies TaskListResponse));
  taskLists.set(key, row.version, { json });
  return json;
}
