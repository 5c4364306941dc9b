import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getSql, type SqlParam, type SqlRunner } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/domain/documents";
import { isTaskComplete, type DocumentsMap } from "@/lib/domain/progress";
import type { ProgressRecord } from "@/lib/queries/progress";
import { internalFileId, type progressSaveSchema } from "@/lib/validations/progress";
import type { z } from "zod";
import { COMPANY_NOT_FOUND } from "./company";
import { deleteFileBytes } from "./files";

export const TASK_NOT_FOUND = "Task not found";
export const UNKNOWN_DOCUMENT = "Unknown document for this task";
export const UNKNOWN_FILE = "A document refers to a file that does not exist";

/** A company_progress row as the hand-written SQL below returns it (plus its task's phase). */
interface ProgressRow {
  id: string;
  taskId: string;
  phaseId: string;
  completed: boolean;
  completedAt: Date | null;
  priority: string | null;
  notes: string | null;
  documents: unknown;
  isOptional: boolean;
  updatedAt: Date;
}

/** A progress record as the API answers it (lib/queries/progress.ts describes that contract), phase always given. */
export type ProgressJson = Omit<ProgressRecord, "phaseId" | "phase"> & { phaseId: string; phase: { id: string } };

/** One entry serves both readings of SPEC.md section 7 (dashboard: phase.id; phase page: the rest). */
function serializeProgress(row: ProgressRow): ProgressJson {
  return {
    id: row.id,
    taskId: row.taskId,
    phaseId: row.phaseId,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    priority: row.priority,
    notes: row.notes,
    documents: asDocuments(row.documents),
    isOptional: row.isOptional,
    updatedAt: row.updatedAt.toISOString(),
    phase: { id: row.phaseId },
  };
}

function asDocuments(value: unknown): DocumentsMap | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as unknown as DocumentsMap) : null;
}

function fileIdsOf(documents: DocumentsMap | null | undefined): string[] {
  const ids = Object.values(documents ?? {}).map((doc) => internalFileId(doc?.fileUrl));
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

export type ProgressSaveData = z.output<typeof progressSaveSchema>;

interface SaveTarget {
  companyId: string;
  task: { id: string; description: string | null };
  input: ProgressSaveData;
  /** Internal files the saved documents link to: all must be the company's. */
  referenced: string[];
}

const RETURNING = `RETURNING id::text AS "id", task_id::text AS "taskId", completed, completed_at AS "completedAt", priority, notes,
                 documents, is_optional AS "isOptional", updated_at AS "updatedAt"`;

/** The optional columns a save sets: those the request left out keep their value (or take the column default on insert). */
function givenColumns(input: ProgressSaveData, documents: DocumentsMap | null | undefined, firstParam: number) {
  const optional: [column: string, value: SqlParam | undefined, cast: string][] = [
    ["priority", input.priority, "text"],
    ["notes", input.notes === undefined ? undefined : input.notes || null, "text"],
    ["is_optional", input.isOptional, "boolean"],
    ["documents", documents === undefined ? undefined : documents === null ? null : JSON.stringify(documents), "jsonb"],
  ];
  const given = optional.filter(([, value]) => value !== undefined);
  return {
    params: given.map(([, value]) => value as SqlParam),
    insertColumns: given.map(([column]) => `, ${column}`).join(""),
    insertValues: given.map(([, , cast], i) => `, $${firstParam + i}::${cast}`).join(""),
    updates: given.map(([column]) => `, ${column} = EXCLUDED.${column}`).join(""),
  };
}

/**
 * The usual save (the documents are in the request, so completion is known up front): one
 * statement. The file check guards the insert; completedAt keeps the stored time while the task
 * stays complete (decided on the locked row by ON CONFLICT); the previous documents come back for
 * the file clean-up.
 */
async function saveWithDocuments(sql: SqlRunner, { companyId, task, input, referenced, documents }: SaveTarget & { documents: DocumentsMap | null }) {
  const completed = isTaskComplete(task.id, task.description, documents);
  const now = new Date();
  const cols = givenColumns(input, documents, 6);
  const [row] = await sql.rows<ProgressRow & { before: unknown }>(
    `WITH old AS (
       SELECT documents FROM company_progress WHERE company_id = $1::uuid AND task_id = $2::uuid
     ), saved AS (
       INSERT INTO company_progress (id, company_id, task_id, completed, completed_at, updated_at${cols.insertColumns})
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, $3::boolean, CASE WHEN $3::boolean THEN $4::timestamp(3) END, $4::timestamp(3)${cols.insertValues}
       WHERE (SELECT COUNT(*) FROM stored_files WHERE company_id = $1::uuid AND id = ANY($5::uuid[])) = cardinality($5::uuid[])
       ON CONFLICT (company_id, task_id) DO UPDATE SET
         completed = EXCLUDED.completed,
         completed_at = CASE WHEN EXCLUDED.completed THEN COALESCE(CASE WHEN company_progress.completed THEN company_progress.completed_at END, EXCLUDED.completed_at) END,
         updated_at = EXCLUDED.updated_at${cols.updates}
       ${RETURNING}
     )
     SELECT saved.*, (SELECT documents FROM old) AS "before" FROM saved`,
    [companyId, task.id, completed, now, referenced, ...cols.params],
  );
  return { row: row ?? null, before: asDocuments(row?.before) };
}

/** A save without documents (priority, notes, optional): completion follows the stored documents, read under a row lock. */
async function saveKeepingDocuments(sql: SqlRunner, { companyId, task, input }: SaveTarget) {
  return sql.transaction(async (tx) => {
    const [existing] = await tx.rows<{ documents: unknown; completed: boolean; completedAt: Date | null }>(
      `SELECT documents, completed, completed_at AS "completedAt" FROM company_progress WHERE company_id = $1::uuid AND task_id = $2::uuid FOR UPDATE`,
      [companyId, task.id],
    );
    const before = asDocuments(existing?.documents);
    const completed = isTaskComplete(task.id, task.description, before);
    const now = new Date();
    const completedAt = completed ? (existing?.completed && existing.completedAt) || now : null;
    const cols = givenColumns(input, undefined, 6);
    const [row] = await tx.rows<ProgressRow>(
      `INSERT INTO company_progress (id, company_id, task_id, completed, completed_at, updated_at${cols.insertColumns})
       VALUES (gen_random_uuid(), $1::uuid, $2::uuid, $3::boolean, $4::timestamp(3), $5::timestamp(3)${cols.insertValues})
       ON CONFLICT (company_id, task_id) DO UPDATE SET
         completed = EXCLUDED.completed, completed_at = EXCLUDED.completed_at, updated_at = EXCLUDED.updated_at${cols.updates}
       ${RETURNING}`,
      [companyId, task.id, completed, completedAt, now, ...cols.params],
    );
    return { row, before };
  });
}

/**
 * Files a save stopped linking to, deleted (rows; the caller removes the bytes) unless some task
 * of the company still links to them, as read in the same transaction.
 */
async function deleteUnreferencedFiles(sql: SqlRunner, companyId: string, candidates: string[]): Promise<string[]> {
  return sql.transaction(async (tx) => {
    const rows = await tx.rows<{ documents: unknown }>(
      `SELECT documents FROM company_progress WHERE company_id = $1::uuid AND documents IS NOT NULL FOR SHARE`,
      [companyId],
    );
    const stillLinked = new Set(rows.flatMap((row) => fileIdsOf(asDocuments(row.documents))));
    const unlinked = candidates.filter((id) => !stillLinked.has(id));
    if (!unlinked.length) return [];
    const files = await tx.rows<{ storageKey: string }>(
      `DELETE FROM stored_files WHERE company_id = $1::uuid AND id = ANY($2::uuid[]) RETURNING storage_key AS "storageKey"`,
      [companyId, unlinked],
    );
    return files.map((file) => file.storageKey);
  });
}

/**
 * Saves one task's progress. Completion is derived here from the task's document lines and the
 * saved documents (the client's `completed` is ignored), completedAt follows it. Documents must
 * belong to the task and internal files to the company. Files the task no longer references
 * (and no other task of the company does) are deleted, row and bytes.
 *
 * Hand-written SQL (lib/db/sql.ts), the busiest write: one read for the company and the task, one
 * statement for the save and, only when files were dropped, a clean-up transaction.
 */
export async function saveProgress({ userId, input }: { userId: string; input: ProgressSaveData }): Promise<ProgressJson> {
  const sql = await getSql();
  const [found] = await sql.rows<{ companyId: string; taskId: string | null; description: string | null; phaseId: string | null }>(
    `SELECT c.id::text AS "companyId", t.id::text AS "taskId", t.description, t.phase_id::text AS "phaseId"
     FROM companies c LEFT JOIN tasks t ON t.id = $3::uuid
     WHERE c.id = $1::uuid AND c.user_id = $2::uuid`,
    [input.companyId, userId, input.taskId],
  );
  if (!found) throw new ApiError(404, COMPANY_NOT_FOUND);
  if (!found.taskId || !found.phaseId) throw new ApiError(404, TASK_NOT_FOUND);
  const task = { id: found.taskId, description: found.description, phaseId: found.phaseId };
  const companyId = found.companyId;

  const documents = input.documents as DocumentsMap | null | undefined;
  if (documents) {
    const keys = new Set(parseDocumentLines(task.description).map((line) => documentKey(task.id, line.index)));
    const unknown = Object.keys(documents).find((key) => !keys.has(key));
    if (unknown !== undefined) throw new ApiError(400, `${UNKNOWN_DOCUMENT}: ${unknown}`);
  }

  const referenced = fileIdsOf(documents);
  const target = { companyId, task, input, referenced };
  const { row, before } = documents === undefined ? await saveKeepingDocuments(sql, target) : await saveWithDocuments(sql, { ...target, documents });
  if (!row) throw new ApiError(400, UNKNOWN_FILE);

  const kept = new Set(fileIdsOf(documents === undefined ? before : documents));
  const removed = fileIdsOf(before).filter((id) => !kept.has(id));
  const removedKeys = removed.length ? await deleteUnreferencedFiles(sql, companyId, removed) : [];
  // Bytes go only once the rows are gone for good (after commit).
  if (removedKeys.length) await deleteFileBytes(removedKeys);
  return serializeProgress({ ...row, phaseId: task.phaseId });
}
