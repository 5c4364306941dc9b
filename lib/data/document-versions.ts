import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement, type Prisma, type SqlRunner } from "@/lib/db";
import { ACTIVITY_ACTIONS, documentLabel } from "@/lib/domain/activity";
import { changedSince, type RemovedEntry } from "@/lib/domain/document-merge";
import { replacedEntries } from "@/lib/domain/document-versions";
import type { DocumentState, DocumentsMap } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/messages/documents";
import { uuid } from "@/lib/validations/common";
import type { DocumentVersionJson } from "@/lib/validations/document-versions";
import { internalFileId } from "@/lib/validations/progress";
import { recordActivity } from "./activity";
import {
  asDocuments,
  documentKeysOf,
  fileIdsOf,
  findCompanyTask,
  lockProgressRow,
  serializeProgress,
  writeProgressRow,
  type ProgressJson,
} from "./progress-save";

export const VERSION_NOT_FOUND = "Version not found";
export const DOCUMENT_NOT_FOUND = "Document not found";

/**
 * Records the files or links a save replaced as versions of their documents, inside the save's
 * transaction. The uploader is the actor of the latest "document added" activity of that file name
 * on the task (documents do not store who uploaded them); size and type come from the stored file.
 * SQL: it runs inside the hand-SQL transactions of the progress save (a hot path, lib/data/progress-save.ts).
 */
export async function recordReplacedVersions(
  tx: SqlRunner,
  {
    companyId,
    taskId,
    before,
    after,
    now,
  }: { companyId: string; taskId: string; before: DocumentsMap | null; after: DocumentsMap | null; now: Date },
): Promise<void> {
  await insertVersions(tx, { companyId, taskId, entries: replacedEntries(before, after), now });
}

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
const claimVersion = sqlStatement<{ documentKey: string; entry: DocumentState }, [versionId: string, companyId: string, taskId: string]>(
  "documentVersions.claim",
  { documentKey: true, entry: true },
  `DELETE FROM document_versions WHERE id = $1::uuid AND company_id = $2::uuid AND task_id = $3::uuid
   RETURNING document_key AS "documentKey", entry`,
);
const forgetRemoved = sqlStatement<{ id: string }, [companyId: string, taskId: string, documentKey: string, fileUrl: string]>(
  "documentVersions.forgetRemoved",
  { id: true },
  `DELETE FROM removed_documents WHERE company_id = $1::uuid AND task_id = $2::uuid AND document_key = $3::text AND entry->>'fileUrl' = $4::text RETURNING id`,
);

async function insertVersions(
  tx: SqlRunner,
  { companyId, taskId, entries, now }: { companyId: string; taskId: string; entries: RemovedEntry[]; now: Date },
) {
  if (!entries.length) return;
  const rows = entries.map(({ key, entry }) => ({ key, entry, file_id: internalFileId(entry.fileUrl), label: documentLabel(entry) }));
  await insertVersionRows.run(tx, [companyId, taskId, now, ACTIVITY_ACTIONS.documentAdded, JSON.stringify(rows)]);
}

const versionSelect = {
  id: true,
  documentKey: true,
  fileId: true,
  linkUrl: true,
  fileName: true,
  size: true,
  contentType: true,
  entry: true,
  createdAt: true,
  uploader: { select: { firstName: true, lastName: true, email: true } },
} as const;

type VersionRow = Prisma.DocumentVersionGetPayload<{ select: typeof versionSelect }>;

function serializeVersion(row: VersionRow): DocumentVersionJson {
  const who = [row.uploader?.firstName, row.uploader?.lastName].filter(Boolean).join(" ") || row.uploader?.email || null;
  const entry = row.entry as DocumentState | null;
  return {
    id: row.id,
    documentKey: row.documentKey,
    fileName: row.fileName,
    url: row.fileId ? `/api/files/${row.fileId}` : row.linkUrl,
    isLink: !row.fileId && Boolean(row.linkUrl),
    size: row.size,
    contentType: row.contentType,
    uploadedBy: who,
    uploadedAt: typeof entry?.uploadedAt === "string" ? entry.uploadedAt : null,
    replacedAt: row.createdAt.toISOString(),
  };
}

/** Earlier versions of one document of the user's company, the most recently replaced first. */
export async function listDocumentVersions({
  userId,
  companyId,
  taskId,
  documentKey,
}: {
  userId: string;
  companyId: string;
  taskId: string;
  documentKey: string;
}): Promise<DocumentVersionJson[]> {
  const sql = await getSql();
  const { task } = await findCompanyTask(sql, { userId, companyId, taskId, action: "read" });
  if (!documentKeysOf(task).has(documentKey)) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  const db = await getDb();
  const rows = await db.documentVersion.findMany({
    where: { companyId, taskId: task.id, documentKey },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: versionSelect,
  });
  return rows.map(serializeVersion);
}

/**
 * Makes an earlier version current again; the current file or link becomes a version, in one
 * transaction. With `base` (the document as the client saw it), a document changed since answers
 * 409 `{ message, current }` and writes nothing, like a save. Another company's version, a
 * malformed id and a missing one are the same 404; so is a version whose file is gone.
 */
export async function restoreDocumentVersion({
  userId,
  companyId,
  taskId,
  versionId,
  base,
}: {
  userId: string;
  companyId: string;
  taskId: string;
  versionId: string;
  base?: DocumentState | null;
}): Promise<ProgressJson> {
  if (!uuid.safeParse(versionId).success) throw new ApiError(404, VERSION_NOT_FOUND);
  const sql = await getSql();
  const { task } = await findCompanyTask(sql, { userId, companyId, taskId });

  // SQL: the progress row's lock and write (lib/data/progress-save.ts, the save's hot path) run on this transaction.
  return sql.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockProgressRow(tx, companyId, task.id, now);
    // Claimed first: of two restores of one version, only one puts it back.
    const [claimed] = await claimVersion.run(tx, [versionId, companyId, task.id]);
    if (!claimed) throw new ApiError(404, VERSION_NOT_FOUND);
    const key = claimed.documentKey;
    if (!documentKeysOf(task).has(key)) throw new ApiError(409, lifecycleMessages.restoreDocumentGone);
    const before = asDocuments(locked.documents);
    const restored = claimed.entry;
    const patch: DocumentsMap = { [key]: restored };
    const stored = { notes: locked.notes, priority: locked.priority, documents: before };
    if (base !== undefined && changedSince(stored, { documents: patch }, { documents: base ? { [key]: base } : {} })) {
      throw new ApiError(409, lifecycleMessages.conflict, {
        current: locked.created ? null : serializeProgress({ ...locked, phaseId: task.phaseId }),
      });
    }
    const documents = { ...(before ?? {}), ...patch };
    await insertVersions(tx, { companyId, taskId: task.id, entries: replacedEntries(before, documents), now });
    const kept = new Set(fileIdsOf(before));
    const row = await writeProgressRow(tx, {
      companyId,
      task,
      locked,
      documents,
      attached: fileIdsOf(patch).filter((id) => !kept.has(id)),
      removed: [],
      now,
    });
    if (!row) throw new ApiError(404, VERSION_NOT_FOUND);
    // The restored file is current again: its "recently removed" entry (written when it was replaced) goes.
    await forgetRemoved.run(tx, [companyId, task.id, key, restored.fileUrl ?? ""]);
    await recordActivity(tx, {
      companyId,
      actorId: userId,
      action: ACTIVITY_ACTIONS.documentRestored,
      subject: { taskId: task.id, documentName: documentLabel(restored) },
    });
    return row;
  });
}
