import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { receiveUpload } from "@/lib/storage/upload";
import { validation } from "@/lib/messages";
import { requireCompany } from "./company";

export const FILE_NOT_FOUND = "File not found";

const fileSelect = { id: true, companyId: true, storageKey: true, fileName: true, contentType: true, size: true, createdAt: true } as const;

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

export interface FileJson {
  id: string;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

function serializeFile(file: { id: string; fileName: string; contentType: string; size: number; createdAt: Date }): FileJson {
  return { id: file.id, url: fileUrl(file.id), fileName: file.fileName, contentType: file.contentType, size: file.size, uploadedAt: file.createdAt.toISOString() };
}

/** Removes stored bytes; a failure only leaves an unreachable orphan, so it is logged, not thrown. */
export async function deleteFileBytes(storageKeys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    storageKeys.map((key) => storage.delete(key).catch((error) => console.error("[files] could not delete stored bytes", key, error))),
  );
}

/**
 * POST /api/files: the multipart form's `companyId` must name the user's company. When it comes
 * before the file (as FormData sends it when appended first) it is checked before any byte is
 * written; otherwise the bytes are dropped again if it fails. The row is written after the bytes,
 * and the bytes deleted if that insert fails.
 */
export async function uploadFile({ userId, request }: { userId: string; request: Request }): Promise<FileJson> {
  const checked: { companyId?: string } = {};
  const checkCompany = async (companyId: string | undefined) => {
    if (!companyId) throw new ApiError(400, validation.companyIdRequired);
    checked.companyId = (await requireCompany({ userId, companyId })).id;
  };
  const upload = await receiveUpload(request, {
    beforeFile: (fields) => (fields.companyId === undefined ? undefined : checkCompany(fields.companyId)),
  });
  try {
    if (!checked.companyId) await checkCompany(upload.fields.companyId);
    const db = await getDb();
    const file = await db.storedFile.create({
      data: {
        companyId: checked.companyId!,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.size,
      },
      select: fileSelect,
    });
    return serializeFile(file);
  } catch (error) {
    await deleteFileBytes([upload.storageKey]);
    throw error;
  }
}

/** A file of the user's company, or 404 (someone else's file is indistinguishable from none). */
export async function getFileForOwner({ userId, fileId }: { userId: string; fileId: string }) {
  const db = await getDb();
  const file = await db.storedFile.findFirst({ where: { id: fileId, company: { userId } }, select: fileSelect });
  if (!file) throw new ApiError(404, FILE_NOT_FOUND);
  return file;
}

/** The file's metadata and a stream of its bytes; 404 when the row or the bytes are gone. */
export async function openFileForOwner({ userId, fileId }: { userId: string; fileId: string }): Promise<{
  file: Awaited<ReturnType<typeof getFileForOwner>>;
  body: Readable;
}> {
  const file = await getFileForOwner({ userId, fileId });
  const body = await getStorage().read(file.storageKey);
  if (!body) throw new ApiError(404, FILE_NOT_FOUND);
  return { file, body };
}

/** Deletes a file of the user's company: the row first (so no one is served half a file), then the bytes. */
export async function deleteFile({ userId, fileId }: { userId: string; fileId: string }): Promise<void> {
  const db = await getDb();
  const file = await getFileForOwner({ userId, fileId });
  await db.storedFile.deleteMany({ where: { id: file.id, companyId: file.companyId } });
  await deleteFileBytes([file.storageKey]);
}
