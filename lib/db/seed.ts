import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { checklist as shippedChecklist } from "@/lib/checklist";
import { notApplicableLines } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { documentSlugs } from "@/lib/checklist/document-slugs";
import { buildTagIndex, type TagIndex } from "@/lib/checklist/metadata";
import type { ChecklistPhase, LineTags } from "@/lib/checklist/types";
import { documentKey, documentKeyPrefix } from "@/lib/domain/documents";
import { isTaskComplete, type DocumentsMap } from "@/lib/domain/progress";
import { sqlStatement, type NoRow } from "./typed-sql";

/** What the seed needs of a connection: one statement at a time, inside the caller's transaction. */
export interface SeedSql {
  rows<T extends object>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
}
type SqlValue = string | number | boolean | null;

export interface SeedResult {
  phasesCreated: number;
  phasesUpdated: number;
  tasksCreated: number;
  tasksUpdated: number;
  /** Stored documents whose line moved to another index (progress entries re-keyed). */
  documentsMoved: number;
  /** Stored documents whose line left the checklist: moved to removed_documents. */
  documentsRemoved: number;
  /** Shared-space document items re-keyed (moved) or dropped (their line was removed). */
  sharedItemsMoved: number;
  sharedItemsRemoved: number;
  /** Progress rows whose `completed` changed because their task's lines changed. */
  progressRecomputed: number;
}

export const EMPTY_SEED_RESULT: SeedResult = {
  phasesCreated: 0,
  phasesUpdated: 0,
  tasksCreated: 0,
  tasksUpdated: 0,
  documentsMoved: 0,
  documentsRemoved: 0,
  sharedItemsMoved: 0,
  sharedItemsRemoved: 0,
  progressRecomputed: 0,
};

/**
 * The checklist the seed writes: the shipped one, or - for tests that change the checklist between
 * two starts (tests/reliability/instances.mjs) - the JSON file named by CHECKLIST_OVERRIDE_FILE.
 */
export function resolveChecklist(env: NodeJS.ProcessEnv = process.env): ChecklistPhase[] {
  const file = env.CHECKLIST_OVERRIDE_FILE?.trim();
  if (!file) return shippedChecklist;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`CHECKLIST_OVERRIDE_FILE ${file} must hold a JSON array of phases`);
  return parsed as ChecklistPhase[];
}

interface PhaseRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  order: number;
  icon: string | null;
  color: string | null;
}

interface TaskRow {
  id: string;
  slug: string;
  phaseId: string;
  title: string;
  description: string | null;
  priority: string;
  estimatedDays: number | null;
  order: number;
  category: string | null;
  documentSlugs: unknown;
}

// The seed's statements (lib/db/typed-sql.ts).
const phasesStatement = sqlStatement<PhaseRow>(
  "seed.phases",
  { id: true, slug: true, name: true, description: true, order: true, icon: true, color: true },
  `SELECT id::text AS id, slug, name, description, "order", icon, color FROM phases`,
);
const tasksStatement = sqlStatement<TaskRow>(
  "seed.tasks",
  {
    id: true,
    slug: true,
    phaseId: true,
    title: true,
    description: true,
    priority: true,
    estimatedDays: true,
    order: true,
    category: true,
    documentSlugs: true,
  },
  `SELECT id::text AS id, slug, phase_id::text AS "phaseId", title, description, priority,
              estimated_days AS "estimatedDays", "order", category, document_slugs AS "documentSlugs"
       FROM tasks`,
);
const upsertPhaseStatement = sqlStatement<
  { id: string; inserted: boolean },
  [id: string, slug: string, name: string, description: string | null, order: number, icon: string | null, color: string | null]
>(
  "seed.upsertPhase",
  { id: true, inserted: true },
  `INSERT INTO phases (id, slug, name, description, "order", icon, color)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
           "order" = EXCLUDED."order", icon = EXCLUDED.icon, color = EXCLUDED.color
         RETURNING id::text AS id, (xmax = 0) AS inserted`,
);
const upsertTaskStatement = sqlStatement<
  { id: string; inserted: boolean },
  [
    id: string,
    slug: string,
    phaseId: string,
    title: string,
    description: string,
    priority: string,
    estimatedDays: number | null,
    order: number,
    category: string | null,
    documentSlugs: string,
  ]
>(
  "seed.upsertTask",
  { id: true, inserted: true },
  `INSERT INTO tasks (id, slug, phase_id, title, description, priority, estimated_days, "order", category, document_slugs)
           VALUES ($1::uuid, $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10::jsonb)
           ON CONFLICT (slug) DO UPDATE SET phase_id = EXCLUDED.phase_id, title = EXCLUDED.title,
             description = EXCLUDED.description, priority = EXCLUDED.priority, estimated_days = EXCLUDED.estimated_days,
             "order" = EXCLUDED."order", category = EXCLUDED.category, document_slugs = EXCLUDED.document_slugs
           RETURNING id::text AS id, (xmax = 0) AS inserted`,
);
const taskProgressStatement = sqlStatement<
  { id: string; companyId: string; documents: unknown; completed: boolean } & CompanyFactsRow,
  [taskId: string]
>(
  "seed.taskProgress",
  { id: true, companyId: true, documents: true, completed: true, ...FACTS_COLUMN_NAMES },
  `SELECT cp.id::text AS id, cp.company_id::text AS "companyId", cp.documents, cp.completed, ${FACTS_COLUMNS}
     FROM company_progress cp JOIN companies c ON c.id = cp.company_id WHERE cp.task_id = $1::uuid FOR UPDATE OF cp`,
);
const trashStatement = sqlStatement<
  NoRow,
  [id: string, companyId: string, taskId: string, key: string, slug: string | null, entry: string, fileId: string | null]
>(
  "seed.trash",
  {},
  `INSERT INTO removed_documents (id, company_id, task_id, document_key, document_slug, entry, file_id, removed_at)
         VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6::jsonb,
                 (SELECT id FROM stored_files WHERE id = $7::uuid AND company_id = $2::uuid), now())`,
);
const rewriteProgressStatement = sqlStatement<NoRow, [id: string, documents: string, completed: boolean]>(
  "seed.rewriteProgress",
  {},
  `UPDATE company_progress
       SET documents = $2::jsonb, completed = $3,
           completed_at = CASE WHEN $3 THEN COALESCE(CASE WHEN completed THEN completed_at END, now()) END,
           updated_at = now()
       WHERE id = $1::uuid`,
);
const documentItemsStatement = sqlStatement<{ id: string; itemId: string; spaceId: string }, [keyPattern: string]>(
  "seed.documentItems",
  { id: true, itemId: true, spaceId: true },
  `SELECT id::text AS id, item_id AS "itemId", shared_space_id::text AS "spaceId"
     FROM shared_space_items WHERE item_type = 'document' AND lower(item_id) LIKE $1`,
);
const moveItemStatement = sqlStatement<NoRow, [id: string, itemId: string]>(
  "seed.moveItem",
  {},
  `UPDATE shared_space_items SET item_id = $2 WHERE id = $1::uuid`,
);
const dropItemStatement = sqlStatement<NoRow, [id: string]>("seed.dropItem", {}, `DELETE FROM shared_space_items WHERE id = $1::uuid`);
const shrinkSpaceStatement = sqlStatement<NoRow, [spaceId: string, dropped: number]>(
  "seed.shrinkSpace",
  {},
  `UPDATE shared_spaces SET item_count = GREATEST(item_count - $2, 0), updated_at = now() WHERE id = $1::uuid`,
);

/**
 * Upserts the checklist by stable slug and keeps every stored document on its own line. Must run
 * inside one transaction (the caller's: lib/db/migrate.ts runs it under the migration lock), so
 * the rows, the re-keyed documents and the trash entries commit together or not at all.
 *
 * - Phases and tasks: `INSERT ... ON CONFLICT (slug) DO UPDATE`, only for rows whose text changed,
 *   so a restart with an unchanged checklist costs two reads and writes nothing. Ids (and so every
 *   founder's progress) stay; tasks that left the checklist are kept.
 * - Document lines: each task stores the slug of each line (tasks.document_slugs). When the list
 *   differs from the checklist's, every progress row of the task is re-keyed: an entry follows
 *   its line's slug to the line's new index; an entry whose line is gone (or that matched no
 *   line) goes to removed_documents, never onto a neighbour. Shared-space document items follow
 *   the same way; one whose line is gone is dropped from its space. `completed` is recomputed.
 * Running it again with the same checklist changes nothing.
 */
export async function seedChecklist(sql: SeedSql, phases: ChecklistPhase[] = shippedChecklist): Promise<SeedResult> {
  const result: SeedResult = { ...EMPTY_SEED_RESULT };
  const [phaseRows, taskRows] = await Promise.all([phasesStatement.run(sql), tasksStatement.run(sql)]);
  const phaseBySlug = new Map(phaseRows.map((p) => [p.slug, p]));
  let tagIndex: TagIndex | undefined;
  const taskBySlug = new Map(taskRows.map((t) => [t.slug, t]));

  for (const phase of phases) {
    const fields = { name: phase.name, description: phase.description, order: phase.order, icon: phase.icon, color: phase.color };
    let phaseId = phaseBySlug.get(phase.slug)?.id;
    const existing = phaseBySlug.get(phase.slug);
    if (!existing || differs(existing, fields)) {
      const [row] = await upsertPhaseStatement.run(sql, [
        randomUUID(),
        phase.slug,
        fields.name,
        fields.description ?? null,
        fields.order,
        fields.icon ?? null,
        fields.color ?? null,
      ]);
      phaseId = row.id;
      if (row.inserted) result.phasesCreated++;
      else result.phasesUpdated++;
    }

    for (const task of phase.tasks) {
      const slugs = documentSlugs(task.slug, task.description);
      const taskFields = {
        phaseId: phaseId!,
        title: task.title,
        description: task.description,
        priority: task.priority,
        estimatedDays: task.estimatedDays,
        order: task.order,
        category: task.category,
      };
      const current = taskBySlug.get(task.slug);
      // Before the first seed that records slugs, the stored description says where lines were.
      const storedSlugs = current ? (asSlugList(current.documentSlugs) ?? documentSlugs(task.slug, current.description)) : null;
      const slugsChanged = current ? !sameList(asSlugList(current.documentSlugs), slugs) : false;
      if (!current || differs(current, taskFields) || slugsChanged) {
        const [row] = await upsertTaskStatement.run(sql, [
          randomUUID(),
          task.slug,
          taskFields.phaseId,
          task.title,
          task.description,
          task.priority,
          task.estimatedDays ?? null,
          task.order,
          task.category ?? null,
          JSON.stringify(slugs),
        ]);
        if (row.inserted) result.tasksCreated++;
        else if (!current || differs(current, taskFields)) result.tasksUpdated++;
      }
      if (current && storedSlugs && !sameList(storedSlugs, slugs)) {
        const lineTags = (tagIndex ??= buildTagIndex(phases)).get(task.slug);
        await rekeyDocuments(sql, { id: current.id, slug: task.slug, description: task.description, lineTags }, storedSlugs, slugs, result);
      }
    }
  }
  return result;
}

const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Moves every stored document of `task` from its old line index to its line's new index. */
async function rekeyDocuments(
  sql: SeedSql,
  task: { id: string; slug: string; description: string; lineTags?: Map<string, LineTags> },
  before: string[],
  after: string[],
  result: SeedResult,
): Promise<void> {
  const newIndex = new Map(after.map((slug, index) => [slug, index]));
  const prefix = documentKeyPrefix(task.id);
  /** The new key of an old key, or null when its line left the task (or it matched no line). */
  const target = (key: string): { key: string | null; slug: string | null } => {
    const index = key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)) ? Number(key.slice(prefix.length)) : -1;
    const slug = before[index] ?? null;
    const moved = slug === null ? undefined : newIndex.get(slug);
    return { key: moved === undefined ? null : documentKey(task.id, moved), slug };
  };

  const rows = await taskProgressStatement.run(sql, [task.id]);
  const tagsBySlug = new Map(task.lineTags ? [[task.slug, task.lineTags]] : []);
  for (const row of rows) {
    const stored =
      row.documents && typeof row.documents === "object" && !Array.isArray(row.documents) ? (row.documents as Record<string, unknown>) : null;
    const documents: Record<string, unknown> = {};
    let changed = false;
    for (const [key, entry] of Object.entries(stored ?? {})) {
      const moved = target(key);
      if (moved.key === key) {
        documents[key] = entry;
        continue;
      }
      changed = true;
      if (moved.key) {
        documents[moved.key] = entry && typeof entry === "object" && (entry as { id?: unknown }).id === key ? { ...entry, id: moved.key } : entry;
        result.documentsMoved++;
        continue;
      }
      const fileUrl = entry && typeof entry === "object" ? (entry as { fileUrl?: unknown }).fileUrl : null;
      const fileId = typeof fileUrl === "string" ? (FILE_URL.exec(fileUrl)?.[1]?.toLowerCase() ?? null) : null;
      await trashStatement.run(sql, [randomUUID(), row.companyId, task.id, key, moved.slug, JSON.stringify(entry ?? null), fileId]);
      result.documentsRemoved++;
    }
    // Lines that do not apply to this company (its facts) do not count (issue 18).
    const notApplicable = notApplicableLines({ slug: task.slug, documentSlugs: after }, toFacts(row), tagsBySlug);
    const completed = isTaskComplete(task.id, task.description, (changed ? documents : stored) as DocumentsMap | null, notApplicable);
    if (!changed && completed === row.completed) continue;
    if (completed !== row.completed) result.progressRecomputed++;
    await rewriteProgressStatement.run(sql, [row.id, changed ? JSON.stringify(documents) : JSON.stringify(stored), completed]);
  }

  const items = await documentItemsStatement.run(sql, [`${prefix}%`]);
  const dropped = new Map<string, number>();
  for (const item of items) {
    const key = item.itemId.toLowerCase();
    const moved = target(key);
    if (moved.key === key) continue;
    if (moved.key) {
      await moveItemStatement.run(sql, [item.id, moved.key]);
      result.sharedItemsMoved++;
    } else {
      await dropItemStatement.run(sql, [item.id]);
      dropped.set(item.spaceId, (dropped.get(item.spaceId) ?? 0) + 1);
      result.sharedItemsRemoved++;
    }
  }
  for (const [spaceId, count] of dropped) {
    await shrinkSpaceStatement.run(sql, [spaceId, count]);
  }
}

function asSlugList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null;
}

function sameList(a: readonly string[] | null, b: readonly string[]): boolean {
  return a !== null && a.length === b.length && a.every((v, i) => v === b[i]);
}

function differs(row: object, fields: Record<string, unknown>): boolean {
  const values = row as Record<string, unknown>;
  return Object.entries(fields).some(([key, value]) => (values[key] ?? null) !== (value ?? null));
}
