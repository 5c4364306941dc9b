import "server-only";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { ACTIVITY_ACTIONS } from "@/lib/activity/rules";
import { documentLabel, type DocumentState, type DocumentsMap, changedSince, documentKeysOf, replacedEntries } from "./rules";
import { ApiError } from "@/lib/errors";
import { lifecycleMessages } from "@/lib/messages/documents";
import { progressMessages } from "@/lib/messages/progress";
import { uuid } from "@/lib/validations/common";
import { recordActivities } from "@/lib/activity/record";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { currentOf, fileIdsOf, findCompanyTask, insertVersions, lockProgressRow, writeProgressRow } from "./save";
import { asDocuments, type ProgressJson } from "./schema";

export const VERSION_NOT_FOUND = progressMessages.versionNotFound;

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

/**
 * Makes an earlier version of a document current again; the current file or link becomes a
 * version, in one transaction. It writes the progress row, so it lives with the save and uses its
 * lock and write. With `base` (the document as the client saw it), a document changed since
 * answers 409 `{ message, current }` and writes nothing, like a save. Another company's version,
 * a malformed id and a missing one are the same 404; so is a version whose file is gone.
 * `company` was checked by the route's wrapper for a role that may write.
 */
export async function restoreDocumentVersion({
  company,
  actorId,
  taskId,
  versionId,
  base,
}: {
  company: CompanyScope;
  actorId: string;
  taskId: string;
  versionId: string;
  base?: DocumentState | null;
}): Promise<ProgressJson> {
  if (!uuid.safeParse(versionId).success) throw new ApiError(404, VERSION_NOT_FOUND);
  const { companyId, task } = await findCompanyTask(await getSql(), { company, taskId });

  const db = await getDb();
  return db.$transaction(async (tx) => {
    const now = new Date();
    const locked = await lockProgressRow(tx, companyId, task.id, now);
    // Claimed first: of two restores of one version, only one puts it back.
    const [claimed] = await claimVersion.runPrisma(tx, [versionId, companyId, task.id]);
    if (!claimed) throw new ApiError(404, VERSION_NOT_FOUND);
    const key = claimed.documentKey;
    if (!documentKeysOf(task).has(key)) throw new ApiError(409, lifecycleMessages.restoreDocumentGone);
    const before = asDocuments(locked.documents);
    const restored = claimed.entry;
    const patch: DocumentsMap = { [key]: restored };
    const stored = { notes: locked.notes, priority: locked.priority, documents: before };
    if (base !== undefined && changedSince(stored, { documents: patch }, { documents: base ? { [key]: base } : {} })) {
      throw new ApiError(409, lifecycleMessages.conflict, { current: currentOf(locked, task) });
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
    await forgetRemoved.runPrisma(tx, [companyId, task.id, key, restored.fileUrl ?? ""]);
    await recordActivities(tx, [
      { companyId, actorId, action: ACTIVITY_ACTIONS.documentRestored, subject: { taskId: task.id, documentName: documentLabel(restored) } },
    ]);
    return row;
  });
}

const claimRemoved = sqlStatement<{ entry: DocumentState }, [removedId: string, companyId: string]>(
  "removedDocuments.claim",
  { entry: true },
  `DELETE FROM removed_documents WHERE id = $1::uuid AND company_id = $2::uuid RETURNING entry`,
);

/**
 * Puts a removed file or link back on its document, when that document is empty now (409 when
 * another file is there), and takes it out of the trash, in one transaction. Someone else's entry
 * (the wrapper scoped `company`, for a role that may write), a malformed id and a missing one are the same 404.
 */
export async function restoreRemovedDocument({
  company,
  actorId,
  removedId,
}: {
  company: CompanyScope;
  actorId: string;
  removedId: string;
}): Promise<ProgressJson> {
  if (!uuid.safeParse(removedId).success) throw new ApiError(404, lifecycleMessages.removedNotFound);
  const companyId = company.id;
  const db = await getDb();
  const found = await db.removedDocument.findFirst({ where: { id: removedId, companyId }, select: { taskId: true, documentKey: true } });
  if (!found) throw new ApiError(404, lifecycleMessages.removedNotFound);
  const { task } = await findCompanyTask(await getSql(), { company, taskId: found.taskId });
  if (!documentKeysOf(task).has(found.documentKey)) throw new ApiError(409, lifecycleMessages.restoreDocumentGone);

  return db.$transaction(async (tx) => {
    const now = new Date();
    // Claimed first: of two restores of one entry, only one puts it back.
    const [claimed] = await claimRemoved.runPrisma(tx, [removedId, companyId]);
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
    await recordActivities(tx, [
      { companyId, actorId, action: ACTIVITY_ACTIONS.documentRestored, subject: { taskId: task.id, documentName: documentLabel(claimed.entry) } },
    ]);
    return row;
  });
}
