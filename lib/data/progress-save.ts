import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement, type SqlRunner } from "@/lib/db";
import { FACTS_COLUMN_NAMES } from "@/lib/checklist/company-facts";
import { documentKey, parseDocumentLines } from "@/lib/domain/documents";
import { changedSince, mergeDocuments, type DocumentsPatch, type RemovedEntry, type SaveBase } from "@/lib/domain/document-merge";
import { isTaskComplete, type DocumentsMap } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/messages/documents";
import type { ProgressJson } from "@/lib/validations/progress";
import { internalFileId, type progressSaveSchema } from "@/lib/validations/progress";
import type { z } from "zod";
import { FACTS_COLUMNS, taskNotApplicable, toFacts, type CompanyFactsRow } from "./applicability";
import { COMPANY_NOT_FOUND } from "./company";
import { documentActivity, recordActivities } from "./activity";
import { recordReplacedVersions } from "./version-record";
import type { Action } from "@/lib/domain/roles";
import { assertCan, memberRoleSql } from "./membership";

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

/** A progress record as the API answers it: the contract is progressRecordSchema (lib/validations/progress.ts). */
export type { ProgressJson };

/** One entry serves both readings of SPEC.md section 7 (dashboard: phase.id; phase page: the rest). */
export function serializeProgress(row: ProgressRow): ProgressJson {
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

export function asDocuments(value: unknown): DocumentsMap | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as DocumentsMap) : null;
}

export function fileIdsOf(documents: DocumentsMap | null | undefined): string[] {
  const ids = Object.values(documents ?? {}).map((doc) => internalFileId(doc?.fileUrl));
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

export type ProgressSaveData = z.output<typeof progressSaveSchema>;

export interface SaveTask {
  id: string;
  description: string | null;
  phaseId: string;
  /** Line indices that do not apply to the company (not counted for completion). */
  notApplicable?: number[];
}

const COLUMNS = `id::text AS "id", task_id::text AS "taskId", completed, completed_at AS "completedAt", priority, notes,
                 documents, is_optional AS "isOptional", updated_at AS "updatedAt"`;
const COLUMN_NAMES = {
  id: true,
  taskId: true,
  completed: true,
  completedAt: true,
  priority: true,
  notes: true,
  documents: true,
  isOptional: true,
  updatedAt: true,
} as const;

const lockStatement = sqlStatement<Omit<ProgressRow, "phaseId"> & { created: boolean }, [companyId: string, taskId: string, now: Date]>(
  "progress.lock",
  { ...COLUMN_NAMES, created: true },
  `INSERT INTO company_progress (id, company_id, task_id, updated_at)
     VALUES (gen_random_uuid(), $1::uuid, $2::uuid, $3::timestamp(3))
     ON CONFLICT (company_id, task_id) DO UPDATE SET id = company_progress.id
     RETURNING ${COLUMNS}, (xmax = 0) AS "created"`,
);

/**
 * $9 priority and $12 is_optional: NULL keeps the stored value; $11 notes is written when $10 is
 * true (notes may be cleared to NULL); $13 the internal files newly attached.
 */
const writeStatement = sqlStatement<
  Omit<ProgressRow, "phaseId">,
  [
    companyId: string,
    taskId: string,
    now: Date,
    trash: string,
    completed: boolean,
    completedAt: Date | null,
    documents: string | null,
    rowId: string,
    priority: string | null,
    notesGiven: boolean,
    notes: string | null,
    isOptional: boolean | null,
    attached: string[],
  ]
>(
  "progress.write",
  COLUMN_NAMES,
  `WITH trash AS (
       INSERT INTO removed_documents (id, company_id, task_id, document_key, entry, file_id, removed_at)
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, x.key, x.entry,
              (SELECT f.id FROM stored_files f WHERE f.id = x.file_id AND f.company_id = $1::uuid), $3::timestamp(3)
       FROM jsonb_to_recordset($4::jsonb) AS x(key text, entry jsonb, file_id uuid)
     )
     UPDATE company_progress SET completed = $5::boolean, completed_at = $6::timestamp(3), updated_at = $3::timestamp(3),
       documents = $7::jsonb, priority = COALESCE($9::text, priority),
       notes = CASE WHEN $10::boolean THEN $11::text ELSE notes END, is_optional = COALESCE($12::boolean, is_optional)
     WHERE id = $8::uuid
       AND (SELECT COUNT(*) FROM stored_files WHERE company_id = $1::uuid AND id = ANY($13::uuid[])) = cardinality($13::uuid[])
     RETURNING ${COLUMNS}`,
);

/**
 * The task's progress row, locked for this transaction; created (empty) when there is none, so
 * two first saves of one task queue on the same row instead of overwriting each other.
 */
export async function lockProgressRow(tx: SqlRunner, companyId: string, taskId: string, now: Date) {
  const [row] = await lockStatement.run(tx, [companyId, taskId, now]);
  return row;
}

interface RowUpdate {
  companyId: string;
  task: SaveTask;
  locked: Awaited<ReturnType<typeof lockProgressRow>>;
  documents: DocumentsMap | null;
  /** Internal files newly put on a document: all must be the company's. */
  attached: string[];
  /** What the save took off its documents: written to the trash in the same statement. */
  removed: RemovedEntry[];
  priority?: string;
  notes?: string | null;
  isOptional?: boolean;
  now: Date;
}

/**
 * Writes a locked row: completion derived from the documents (completedAt kept while the task
 * stays complete), the given columns, and the trash rows of what was removed. No row when an
 * attached file is not the company's.
 */
export async function writeProgressRow(tx: SqlRunner, u: RowUpdate): Promise<ProgressJson | null> {
  const completed = isTaskComplete(u.task.id, u.task.description, u.documents, u.task.notApplicable);
  const completedAt = completed ? (u.locked.completed && !u.locked.created && u.locked.completedAt) || u.now : null;
  const trash = u.removed.map(({ key, entry }) => ({ key, entry, file_id: internalFileId(entry.fileUrl) }));
  const [row] = await writeStatement.run(tx, [
    u.companyId,
    u.task.id,
    u.now,
    JSON.stringify(trash),
    completed,
    completedAt,
    u.documents === null ? null : JSON.stringify(u.documents),
    u.locked.id,
    u.priority ?? null,
    u.notes !== undefined,
    u.notes || null,
    u.isOptional ?? null,
    u.attached,
  ]);
  return row ? serializeProgress({ ...row, phaseId: u.task.phaseId }) : null;
}

const companyTaskStatement = sqlStatement<
  {
    companyId: string;
    role: string;
    taskId: string | null;
    description: string | null;
    phaseId: string | null;
    slug: string | null;
    documentSlugs: unknown;
  } & CompanyFactsRow,
  [companyId: string, userId: string, taskId: string]
>(
  "progress.companyTask",
  { companyId: true, role: true, taskId: true, description: true, phaseId: true, slug: true, documentSlugs: true, ...FACTS_COLUMN_NAMES },
  `SELECT * FROM (
       SELECT c.id::text AS "companyId", ${memberRoleSql("c", "$2")} AS "role", t.id::text AS "taskId", t.description,
              t.phase_id::text AS "phaseId", t.slug, t.document_slugs AS "documentSlugs", ${FACTS_COLUMNS}
       FROM companies c LEFT JOIN tasks t ON t.id = $3::uuid
       WHERE c.id = $1::uuid
     ) found WHERE found.role IS NOT NULL`,
);

/** The company (one where the user may do `action`, write by default) and the task, in one statement; 404 for either, 403 for a role without it. */
export async function findCompanyTask(
  sql: SqlRunner,
  { userId, companyId, taskId, action = "write" }: { userId: string; companyId: string; taskId: string; action?: Action },
) {
  const [found] = await companyTaskStatement.run(sql, [companyId, userId, taskId]);
  if (!found) throw new ApiError(404, COMPANY_NOT_FOUND);
  assertCan(found.role, action);
  if (!found.taskId || !found.phaseId) throw new ApiError(404, TASK_NOT_FOUND);
  const notApplicable = taskNotApplicable(found, toFacts(found));
  return { companyId: found.companyId, task: { id: found.taskId, description: found.description, phaseId: found.phaseId, notApplicable } };
}

export function documentKeysOf(task: SaveTask): Set<string> {
  return new Set(parseDocumentLines(task.description).map((line) => documentKey(task.id, line.index)));
}

function checkKeys(task: SaveTask, ...maps: (DocumentsPatch | null | undefined)[]) {
  const keys = documentKeysOf(task);
  for (const map of maps) {
    const unknown = Object.keys(map ?? {}).find((key) => !keys.has(key));
    if (unknown !== undefined) throw new ApiError(400, `${UNKNOWN_DOCUMENT}: ${unknown}`);
  }
}

/**
 * Saves one task's progress. Documents are merged (lib/domain/document-merge.ts): a document the
 * request does not mention keeps its stored state, `null` removes one, so a stale tab never
 * drops another tab's work. With `base`, a save whose documents, notes or priority changed since
 * answers 409 `{ message, current }` and writes nothing. Completion is derived here from the
 * task's document lines and the merged documents (the client's `completed` is ignored). No file
 * is deleted here: what a save takes off a document goes to the 30-day trash in the same
 * statement, and the sweep (lib/data/sweep.ts) deletes bytes later.
 *
 * Hand-written SQL (lib/db/sql.ts), the busiest write: one read for the company and the task,
 * then in one transaction the row lock (creating an empty row if needed) and the write.
 */
export async function saveProgress({ userId, input }: { userId: string; input: ProgressSaveData }): Promise<ProgressJson> {
  const sql = await getSql();
  const { companyId, task } = await findCompanyTask(sql, { userId, companyId: input.companyId, taskId: input.taskId });
  const patch = input.documents as DocumentsPatch | null | undefined;
  checkKeys(task, patch, input.base?.documents as DocumentsPatch | undefined);

  return sql.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockProgressRow(tx, companyId, task.id, now);
    const before = asDocuments(locked.documents);
    const stored = { notes: locked.notes, priority: locked.priority, documents: before };
    if (changedSince(stored, { notes: input.notes, priority: input.priority, documents: patch }, input.base as SaveBase | undefined)) {
      const current = locked.created ? null : serializeProgress({ ...locked, phaseId: task.phaseId });
      throw new ApiError(409, lifecycleMessages.conflict, { current });
    }
    const merged = patch === undefined ? { documents: before, removed: [] } : mergeDocuments(before, patch);
    const kept = new Set(fileIdsOf(before));
    const attached = fileIdsOf(merged.documents).filter((id) => !kept.has(id));
    const row = await writeProgressRow(tx, {
      companyId,
      task,
      locked,
      documents: merged.documents,
      attached,
      removed: merged.removed,
      priority: input.priority,
      notes: input.notes,
      isOptional: input.isOptional,
      now,
    });
    if (!row) throw new ApiError(400, UNKNOWN_FILE);
    await recordReplacedVersions(tx, { companyId, taskId: task.id, before, after: merged.documents, now });
    await recordActivities(
      tx,
      documentActivity({ companyId, actorId: userId, taskId: task.id, before, after: merged.documents, removed: merged.removed }),
    );
    return row;
  });
}
