import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { TRASH_RETENTION_MS } from "@/lib/domain/document-merge";
import type { DocumentState } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/messages/documents";
import { uuid } from "@/lib/validations/common";
import type { RemovedDocument } from "@/lib/validations/progress";
import { COMPANY_NOT_FOUND } from "./company";
import { ACTIVITY_ACTIONS, documentLabel } from "@/lib/domain/activity";
import { recordActivity } from "./activity";
import { memberWhere } from "./membership";
import { asDocuments, documentKeysOf, fileIdsOf, findCompanyTask, lockProgressRow, writeProgressRow, type ProgressJson } from "./progress-save";

const trashSelect = { id: true, taskId: true, documentKey: true, entry: true, removedAt: true } as const;

interface TrashRow {
  id: string;
  taskId: string;
  documentKey: string;
  entry: unknown;
  removedAt: Date;
}

function serializeRemoved(row: TrashRow): RemovedDocument {
  const entry = row.entry as DocumentState | null;
  return {
    id: row.id,
    taskId: row.taskId,
    documentKey: row.documentKey,
    name: typeof entry?.name === "string" ? entry.name : "",
    fileName: entry?.fileName ?? null,
    fileUrl: entry?.fileUrl ?? null,
    removedAt: row.removedAt.toISOString(),
  };
}

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
  const db = await getDb();
  const company = await db.company.findFirst({
    where: { id: companyId, ...memberWhere(userId) },
    select: {
      removedDocuments: {
        where: { ...(taskId ? { taskId } : {}), removedAt: { gt: new Date(now.getTime() - TRASH_RETENTION_MS) } },
        orderBy: [{ removedAt: "desc" }, { id: "asc" }],
        select: trashSelect,
      },
    },
  });
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  return company.removedDocuments.map(serializeRemoved);
}

const claimRemoved = sqlStatement<{ entry: DocumentState }, [removedId: string, companyId: string]>(
  "removedDocuments.claim",
  { entry: true },
  `DELETE FROM removed_documents WHERE id = $1::uuid AND company_id = $2::uuid RETURNING entry`,
);

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
  const db = await getDb();
  const found = await db.removedDocument.findFirst({
    where: { id: removedId, companyId, company: memberWhere(userId) },
    select: { taskId: true, documentKey: true },
  });
  if (!found) throw new ApiError(404, lifecycleMessages.removedNotFound);
  const sql = await getSql();
  const { task } = await findCompanyTask(sql, { userId, companyId, taskId: found.taskId });
  if (!documentKeysOf(task).has(found.documentKey)) throw new ApiError(409, lifecycleMessages.restoreDocumentGone);

  // SQL: the progress row's lock and write (lib/data/progress-save.ts, the save's hot path) run on this transaction.
  return sql.transaction(async (tx) => {
    const now = new Date();
    // Claimed first: of two restores of one entry, only one puts it back.
    const [claimed] = await claimRemoved.run(tx, [removedId, companyId]);
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
