import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement, type Prisma } from "@/lib/db";
import { ACTIVITY_ACTIONS, documentLabel } from "@/lib/domain/activity";
import { changedSince } from "@/lib/domain/document-merge";
import { replacedEntries } from "@/lib/domain/document-versions";
import type { DocumentState, DocumentsMap } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/messages/documents";
import { uuid } from "@/lib/validations/common";
import type { DocumentVersionJson } from "@/lib/validations/document-versions";
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
import { insertVersions } from "./version-record";

export const VERSION_NOT_FOUND = "Version not found";
export const DOCUMENT_NOT_FOUND = "Document not found";

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
