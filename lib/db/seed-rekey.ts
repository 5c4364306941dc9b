import { randomUUID } from "node:crypto";
import { notApplicableLines } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import type { LineTags } from "@/lib/checklist/types";
import { documentKey, documentKeyPrefix, isTaskComplete, type DocumentsMap } from "@/lib/progress/rules";
import { internalFileId } from "@/lib/progress/schema";
import type { SeedResult, SeedSql } from "./seed-result";
import { sqlStatement, type NoRow } from "./typed-sql";

/*
 * When a task's document lines change (lib/db/seed.ts compares tasks.document_slugs with the
 * checklist), every stored document follows its line: progress rows are re-keyed and recomputed,
 * entries whose line is gone go to removed_documents, and shared-space document items move or drop.
 */

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

/** Moves every stored document of `task` from its old line index to its line's new index. */
export async function rekeyDocuments(
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
      const fileId = typeof fileUrl === "string" ? internalFileId(fileUrl) : null;
      await trashStatement.run(sql, [randomUUID(), row.companyId, task.id, key, moved.slug, JSON.stringify(entry ?? null), fileId]);
      result.documentsRemoved++;
    }
    // Lines that do not apply to this company (its facts) do not count.
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
