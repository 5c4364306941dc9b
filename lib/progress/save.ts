import "server-only";
import type { z } from "zod";
import { getDb, getSql, sqlStatement, type Prisma, type SqlRunner } from "@/lib/db";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { ACTIVITY_ACTIONS, documentActivity } from "@/lib/activity/rules";
import {
  documentLabel,
  type DocumentsMap,
  changedSince,
  completionOf,
  mergeDocuments,
  replacedEntries,
  unknownKey,
  type DocumentsPatch,
  type RemovedEntry,
  type SaveBase,
  type SaveTask,
} from "./rules";
import { ApiError } from "@/lib/errors";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { lifecycleMessages } from "@/lib/messages/documents";
import { progressMessages } from "@/lib/messages/progress";
import { recordActivities } from "@/lib/activity/record";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import type { CompanyScope } from "@/lib/team/rules/roles";
import {
  asDocuments,
  internalFileId,
  progressRowSchema,
  serializeProgress,
  type ProgressJson,
  type ProgressRow,
  type progressSaveSchema,
} from "./schema";

/** The save's transaction (Prisma's interactive one): its typed statements run on it with `runPrisma`. */
type SaveTx = Prisma.TransactionClient;

export const TASK_NOT_FOUND = progressMessages.taskNotFound;
export const UNKNOWN_DOCUMENT = progressMessages.unknownDocument;
export const UNKNOWN_FILE = progressMessages.unknownFile;

export type ProgressSaveData = z.output<typeof progressSaveSchema>;

/** The internal files (`/api/files/{id}`) a document map refers to, once each. */
export function fileIdsOf(documents: DocumentsMap | null | undefined): string[] {
  const ids = Object.values(documents ?? {}).map((doc) => internalFileId(doc?.fileUrl));
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/** The stored row's keys (the task's phase is not a column): the statements below return these. */
type StoredRow = Omit<ProgressRow, "phaseId">;
const STORED_KEYS = Object.keys(progressRowSchema.omit({ phaseId: true }).shape) as (keyof StoredRow)[];
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The select list, from the row schema: each key's snake_case column under its own name, ids as text. */
const COLUMNS = STORED_KEYS.map((key) => `${snake(key)}${key === "id" || key === "taskId" ? "::text" : ""} AS "${key}"`).join(", ");
const COLUMN_NAMES = Object.fromEntries(STORED_KEYS.map((key) => [key, true])) as { [K in keyof StoredRow]-?: true };

const lockStatement = sqlStatement<StoredRow & { created: boolean }, [companyId: string, taskId: string, now: Date]>(
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
  StoredRow,
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
export async function lockProgressRow(tx: SaveTx, companyId: string, taskId: string, now: Date) {
  const [row] = await lockStatement.runPrisma(tx, [companyId, taskId, now]);
  return row;
}

export type LockedRow = Awaited<ReturnType<typeof lockProgressRow>>;

/** What a locked row held, as a 409's `current` (null: the task had no record before this lock). */
export function currentOf(locked: LockedRow, task: SaveTask): ProgressJson | null {
  return locked.created ? null : serializeProgress({ ...locked, phaseId: task.phaseId });
}

interface RowUpdate {
  companyId: string;
  task: SaveTask;
  locked: LockedRow;
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
 * Writes a locked row: completion derived from the documents (lib/progress/rules.ts), the given
 * columns, and the trash rows of what was removed. No row when an attached file is not the company's.
 */
export async function writeProgressRow(tx: SaveTx, u: RowUpdate): Promise<ProgressJson | null> {
  const { completed, completedAt } = completionOf(u.task, u.documents, u.locked, u.now);
  const trash = u.removed.map(({ key, entry }) => ({ key, entry, file_id: internalFileId(entry.fileUrl) }));
  const [row] = await writeStatement.runPrisma(tx, [
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

/**
 * The uploader of a version is the actor of the latest "document added" activity of that file
 * name on the task (documents do not store who uploaded them); size and type come from the stored file.
 */
const insertVersionRows = sqlStatement<{ id: string }, [companyId: string, taskId: string, now: Date, addedAction: string, rows: string]>(
  "documentVersions.insert",
  { id: true },
  `INSERT INTO document_versions (id, company_id, task_id, document_key, file_id, link_url, file_name, size, content_type, uploaded_by, entry, created_at)
   SELECT gen_random_uuid(), $1::uuid, $2::uuid, x.key, f.id,
          CASE WHEN x.file_id IS NULL THEN x.entry->>'fileUrl' END,
          COALESCE(f.file_name, CASE WHEN x.file_id IS NULL THEN x.entry->>'fileUrl' END, NULLIF(x.entry->>'fileName', ''), ''), f.size, f.content_type,
          (SELECT a.actor_id FROM company_activity a
           WHERE a.company_id = $1::uuid AND a.action = $4::text AND a.subject->>'taskId' = $2::text AND a.subject->>'documentName' = x.label
           ORDER BY a.created_at DESC, a.id DESC LIMIT 1),
          x.entry, $3::timestamp(3)
   FROM jsonb_to_recordset($5::jsonb) AS x(key text, entry jsonb, file_id uuid, label text)
   LEFT JOIN stored_files f ON f.id = x.file_id AND f.company_id = $1::uuid
   RETURNING id`,
);

/** Records replaced files or links as versions of their documents, inside the write's transaction. */
export async function insertVersions(
  tx: SaveTx,
  { companyId, taskId, entries, now }: { companyId: string; taskId: string; entries: RemovedEntry[]; now: Date },
) {
  if (!entries.length) return;
  const rows = entries.map(({ key, entry }) => ({ key, entry, file_id: internalFileId(entry.fileUrl), label: documentLabel(entry) }));
  await insertVersionRows.runPrisma(tx, [companyId, taskId, now, ACTIVITY_ACTIONS.documentAdded, JSON.stringify(rows)]);
}

const companyTaskStatement = sqlStatement<
  {
    companyId: string;
    taskId: string | null;
    description: string | null;
    phaseId: string | null;
    slug: string | null;
    documentSlugs: unknown;
  } & CompanyFactsRow,
  [companyId: string, taskId: string]
>(
  "progress.companyTask",
  { companyId: true, taskId: true, description: true, phaseId: true, slug: true, documentSlugs: true, ...FACTS_COLUMN_NAMES },
  `SELECT c.id::text AS "companyId", t.id::text AS "taskId", t.description,
          t.phase_id::text AS "phaseId", t.slug, t.document_slugs AS "documentSlugs", ${FACTS_COLUMNS}
   FROM companies c LEFT JOIN tasks t ON t.id = $2::uuid
   WHERE c.id = $1::uuid`,
);

/**
 * The task, with the lines that do not apply to the company (from the company's facts), in one
 * statement; a missing task is a 404. The membership was checked by the route's wrapper.
 */
export async function findCompanyTask(
  sql: SqlRunner,
  { company, taskId }: { company: CompanyScope; taskId: string },
): Promise<{ companyId: string; task: SaveTask }> {
  const [found] = await companyTaskStatement.run(sql, [company.id, taskId]);
  // The company was deleted since the wrapper found the membership.
  if (!found) throw new ApiError(404, COMPANY_NOT_FOUND);
  if (!found.taskId || !found.phaseId) throw new ApiError(404, TASK_NOT_FOUND);
  const notApplicable = taskNotApplicable(found, toFacts(found));
  return { companyId: found.companyId, task: { id: found.taskId, description: found.description, phaseId: found.phaseId, notApplicable } };
}

/**
 * Saves one task's progress. Documents are merged (lib/progress/rules.ts): a document the
 * request does not mention keeps its stored state, `null` removes one, so a stale tab never
 * drops another tab's work. With `base`, a save whose documents, notes or priority changed since
 * answers 409 `{ message, current }` and writes nothing. Completion is derived from the task's
 * document lines and the merged documents (the client's `completed` is ignored). No file is
 * deleted here: what a save takes off a document goes to the 30-day trash in the same statement,
 * a file or link it replaces becomes a version, and the sweep (lib/files/sweep.ts) deletes bytes later.
 *
 * Hand-written SQL, the busiest write (docs/ARCHITECTURE.md lists it "to measure" against Prisma):
 * one read for the task and the company's facts, then in one Prisma interactive transaction the
 * row lock (creating an empty row if needed), the write with its trash rows, the versions and the
 * activity lines.
 * `company` is the one the body names, checked by the route's wrapper for a role that may write.
 */
export async function saveProgress({
  company,
  actorId,
  input,
}: {
  company: CompanyScope;
  actorId: string;
  input: ProgressSaveData;
}): Promise<ProgressJson> {
  const { companyId, task } = await findCompanyTask(await getSql(), { company, taskId: input.taskId });
  const patch = input.documents as DocumentsPatch | null | undefined;
  const unknown = unknownKey(task, patch, input.base?.documents as DocumentsPatch | undefined);
  if (unknown !== undefined) throw new ApiError(400, `${UNKNOWN_DOCUMENT}: ${unknown}`);

  const db = await getDb();
  return db.$transaction(async (tx) => {
    const now = new Date();
    const locked = await lockProgressRow(tx, companyId, task.id, now);
    const before = asDocuments(locked.documents);
    const stored = { notes: locked.notes, priority: locked.priority, documents: before };
    if (changedSince(stored, { notes: input.notes, priority: input.priority, documents: patch }, input.base as SaveBase | undefined)) {
      throw new ApiError(409, lifecycleMessages.conflict, { current: currentOf(locked, task) });
    }
    const merged = patch === undefined ? { documents: before, removed: [] } : mergeDocuments(before, patch);
    const kept = new Set(fileIdsOf(before));
    const row = await writeProgressRow(tx, {
      companyId,
      task,
      locked,
      documents: merged.documents,
      attached: fileIdsOf(merged.documents).filter((id) => !kept.has(id)),
      removed: merged.removed,
      priority: input.priority,
      notes: input.notes,
      isOptional: input.isOptional,
      now,
    });
    if (!row) throw new ApiError(400, UNKNOWN_FILE);
    await insertVersions(tx, { companyId, taskId: task.id, entries: replacedEntries(before, merged.documents), now });
    await recordActivities(tx, documentActivity({ companyId, actorId, taskId: task.id, before, after: merged.documents, removed: merged.removed }));
    return row;
  });
}
