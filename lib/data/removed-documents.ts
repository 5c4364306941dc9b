import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql } from "@/lib/db";
import { TRASH_RETENTION_MS } from "@/lib/domain/document-merge";
import type { DocumentState } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/messages/documents";
import { uuid } from "@/lib/validations/common";
import type { RemovedDocument } from "@/lib/validations/progress";
import { COMPANY_NOT_FOUND } from "./company";
import { ACTIVITY_ACTIONS, documentLabel } from "@/lib/domain/activity";
import { recordActivity } from "./activity";
import { isMemberSql } from "./membership";
import { asDocuments, documentKeysOf, fileIdsOf, findCompanyTask, lockProgressRow, writeProgressRow, type ProgressJson } from "./progress-save";

interface TrashRow {
  id: string;
  taskId: string;
  documentKey: string;
  entry: DocumentState;
  removedAt: Date;
}

function serializeRemoved(row: TrashRow): RemovedDocument {
  return {
    id: row.id,
    taskId: row.taskId,
    documentKey: row.documentKey,
    name: typeof row.entry?.name === "string" ? row.entry.name : "",
    fileName: row.entry?.fileName ?? null,
    fileUrl: row.entry?.fileUrl ?? null,
    removedAt: row.removedAt.toISOString(),
  };
}

const TRASH_COLUMNS = `r.id::text AS "id", r.task_id::text AS "taskId", r.document_key AS "documentKey", r.entry, r.removed_at AS "removedAt"`;

/** The company's removed files and links still in the trash (newest first), optionally of one task. */
export async function listRemovedDocuments({
  userId,
  companyId,
  taskId,
  now = new Date(),
}: {
  userId: string;
  companyId: string;
  taskId?: string;
  now?: Date;
}) {
  if (!uuid.safeParse(companyId).success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const sql = await getSql();
  const rows = await sql.rows<TrashRow & { companyId: string | null }>(
    `SELECT c.id::text AS "companyId", ${TRASH_COLUMNS}
     FROM companies c
     LEFT JOIN removed_documents r ON r.company_id = c.id AND ($3::uuid IS NULL OR r.task_id = $3::uuid) AND r.removed_at > $4::timestamp(3)
     WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}
     ORDER BY r.removed_at DESC, r.id`,
    [companyId, userId, taskId ?? null, new Date(now.getTime() - TRASH_RETENTION_MS)],
  );
  if (!rows.length) throw new ApiError(404, COMPANY_NOT_FOUND);
  return rows.filter((row) => row.id).map(serializeRemoved);
}

/**
 * Puts a removed file or link back on its document, when that document is empty now (409 when
 * another file is there), and takes it out of the trash, in one transaction. Someone else's entry,
 * a malformed id and a missing one are the same 404.
 */
export async function restoreRemovedDocument({
  userId,
  companyId,
  removedId,
}: {
  userId: string;
  companyId: string;
  removedId: string;
}): Promise<ProgressJson> {
  if (!uuid.safeParse(companyId).success || !uuid.safeParse(removedId).success) throw new ApiError(404, lifecycleMessages.removedNotFound);
  const sql = await getSql();
  const [found] = await sql.rows<TrashRow>(
    `SELECT ${TRASH_COLUMNS} FROM removed_documents r JOIN companies c ON c.id = r.company_id
     WHERE r.id = $1::uuid AND r.company_id = $2::uuid AND ${isMemberSql("c", "$3")}`,
    [removedId, companyId, userId],
  );
  if (!found) throw new ApiError(404, lifecycleMessages.removedNotFound);
  const { task } = await findCompanyTask(sql, { userId, companyId, taskId: found.taskId });
  if (!documentKeysOf(task).has(found.documentKey)) throw new ApiError(409, lifecycleMessages.restoreDocumentGone);

  return sql.transaction(async (tx) => {
    const now = new Date();
    // Claimed first: of two restores of one entry, only one puts it back.
    const [claimed] = await tx.rows<{ entry: DocumentState }>(
      `DELETE FROM removed_documents WHERE id = $1::uuid AND company_id = $2::uuid RETURNING entry`,
      [removedId, companyId],
    );
    if (!claimed) throw new ApiError(404, lifecycleMessages.removedNotFound);
    const locked = await lockProgressRow(tx, companyId, task.id, now);
    const before = asDocuments(locked.documents);
    if (before?.[found.documentKey]?.fileUrl) throw new ApiError(409, lifecycleMessages.restoreOccupied);
    const documents = { ...(before ?? {}), [found.documentKey]: claimed.entry };
    const kept = new Set(fileIdsOf(before));
    const row = await writeProgressRow(tx, {
      companyId,
      task,
      locked,
      documents,
      attached: fileIdsOf({ [found.documentKey]: claimed.entry }).filter((id) => !kept.has(id)),
      removed: [],
      now,
    });
    // The file itself is gone (swept): nothing to put back.
    if (!row) throw new ApiError(404, lifecycleMessages.removedNotFound);
    await recordActivity(tx, {
      companyId,
      actorId: userId,
      action: ACTIVITY_ACTIONS.documentRestored,
      subject: { taskId: task.id, documentName: documentLabel(claimed.entry) },
    });
    return row;
  });
}
