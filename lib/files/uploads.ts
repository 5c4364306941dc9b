import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { getStorage, newStorageKey } from "@/lib/storage";
import {
  declaredUpload,
  receiveAppUpload,
  UPLOAD_COMPLETE_MS,
  UPLOAD_URL_SECONDS,
  verifyUploadedObject,
  type StartUploadInput,
} from "@/lib/storage/direct-upload";
import type { StartedUploadJson } from "@/lib/files/schema/files";
import {
  admitUpload,
  deleteFileBytes,
  uploadCompany,
  insertFileSql,
  quotaError,
  serializeFile,
  storageQuotaBytes,
  type FileJson,
  type FileRow,
} from "./files";
import { assertCan, memberRoleSql, type ActingUser } from "@/lib/data/membership";
import { UPLOAD_EXPIRED, UPLOAD_INCOMPLETE, UPLOAD_NOT_FOUND } from "@/lib/messages/files";

/** What POST /api/files/uploads answers: the contract is startedUploadResponse (lib/files/schema/files.ts). */
export type { StartedUploadJson };

interface PendingUpload {
  id: string;
  companyId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  expiresAt: Date;
}

const findStatement = sqlStatement<PendingUpload & { role: string | null }, [uploadId: string, userId: string]>(
  "uploads.find",
  { id: true, companyId: true, storageKey: true, fileName: true, contentType: true, size: true, expiresAt: true, role: true },
  `SELECT u.id::text AS "id", u.company_id::text AS "companyId", u.storage_key AS "storageKey", u.file_name AS "fileName",
            u.content_type AS "contentType", u.size, u.expires_at AS "expiresAt", ${memberRoleSql("c", "$2")} AS "role"
     FROM file_uploads u JOIN companies c ON c.id = u.company_id WHERE u.id = $1::uuid`,
);

/**
 * Ends the upload ($8) and records its file in one statement, the file only within the quota (the
 * parameters of insertFileSql): `ended` 0 when another completion got there first.
 */
const finishStatement = sqlStatement<
  { ended: number } & { [K in keyof FileRow]: FileRow[K] | null },
  [companyId: string, storageKey: string, fileName: string, contentType: string, size: number, now: Date, quotaBytes: number, uploadId: string]
>(
  "uploads.finish",
  { ended: true, id: true, fileName: true, contentType: true, size: true, createdAt: true },
  `WITH ended AS (DELETE FROM file_uploads WHERE id = $8::uuid RETURNING id), inserted AS (${insertFileSql("FROM ended")})
     SELECT (SELECT count(*) FROM ended)::int AS "ended", i.id, i."fileName", i."contentType", i.size, i."createdAt"
     FROM (SELECT 1) AS one LEFT JOIN inserted i ON true`,
);
const staleStatement = sqlStatement<{ storageKey: string }, [createdBefore: Date]>(
  "uploads.stale",
  { storageKey: true },
  `DELETE FROM file_uploads WHERE created_at <= $1::timestamp(3) RETURNING storage_key AS "storageKey"`,
);

/**
 * POST /api/files/uploads: admits the upload (company, rate limit, quota; lib/files/files.ts),
 * records it as in flight under a new random key and answers a short-lived request bound to that
 * key, the declared size and type. No byte passes through here.
 */
export async function startUpload({
  user,
  input,
  now = new Date(),
}: {
  user: ActingUser;
  input: StartUploadInput;
  now?: Date;
}): Promise<StartedUploadJson> {
  const declared = declaredUpload(input);
  const company = await uploadCompany(user, input.companyId);
  const companyId = await admitUpload({ company, declaredBytes: declared.size, now });
  const storageKey = newStorageKey();
  const expiresAt = new Date(now.getTime() + UPLOAD_COMPLETE_MS);
  const db = await getDb();
  const row = await db.fileUpload.create({
    data: { companyId, storageKey, fileName: declared.fileName, contentType: declared.contentType, size: declared.size, createdAt: now, expiresAt },
    select: { id: true },
  });
  const target = await getStorage().uploadTarget({
    key: storageKey,
    uploadId: row.id,
    size: declared.size,
    contentType: declared.contentType,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { id: row.id, ...target, completeUrl: `/api/files/uploads/${row.id}/complete`, expiresAt: expiresAt.toISOString() };
}

/**
 * An upload in flight of a company the user may write in: 404 when not a member (someone else's
 * is indistinguishable from none), 403 for a viewer.
 */
async function findUpload(userId: string, uploadId: string): Promise<PendingUpload> {
  const sql = await getSql();
  const [row] = await findStatement.run(sql, [uploadId, userId]);
  if (!row?.role) throw new ApiError(404, UPLOAD_NOT_FOUND);
  assertCan(row.role, "write");
  return row;
}

/** Drops the upload's row (gone already is fine: a completion or the sweep got there first). */
async function dropUpload(uploadId: string): Promise<void> {
  const db = await getDb();
  await db.fileUpload.deleteMany({ where: { id: uploadId } });
}

async function forget(upload: PendingUpload): Promise<void> {
  await dropUpload(upload.id);
  await deleteFileBytes([upload.storageKey]);
}

/** PUT /api/files/uploads/{id}: the local driver's end of the direct upload (a store takes its own PUTs). */
export async function receiveUploadBytes({
  userId,
  uploadId,
  request,
  now = new Date(),
}: {
  userId: string;
  uploadId: string;
  request: Request;
  now?: Date;
}) {
  const upload = await findUpload(userId, uploadId);
  if (upload.expiresAt <= now) throw new ApiError(410, UPLOAD_EXPIRED);
  await receiveAppUpload(request, { key: upload.storageKey, size: upload.size, contentType: upload.contentType });
  return { received: upload.size };
}

/**
 * POST /api/files/uploads/{id}/complete: verifies the object (size, sniffed type: lib/storage
 * deletes a mismatch) and records the file in the same transaction that ends the upload. An
 * expired upload is dropped (410); one whose bytes have not arrived stays in flight (400) until
 * it completes or is swept; an unreachable store is a 503 and records nothing.
 */
export async function completeUpload({ userId, uploadId, now = new Date() }: { userId: string; uploadId: string; now?: Date }): Promise<FileJson> {
  const upload = await findUpload(userId, uploadId);
  if (upload.expiresAt <= now) {
    await forget(upload);
    throw new ApiError(410, UPLOAD_EXPIRED);
  }
  let contentType: string;
  try {
    ({ contentType } = await verifyUploadedObject({ key: upload.storageKey, size: upload.size, fileName: upload.fileName }));
  } catch (error) {
    // A refused object is already deleted: the upload is over. Missing bytes or a store outage may still recover.
    const recoverable = error instanceof ApiError && (error.status === 503 || error.message === UPLOAD_INCOMPLETE);
    if (!recoverable) await dropUpload(upload.id);
    throw error;
  }
  const sql = await getSql();
  const [row] = await finishStatement.run(sql, [
    upload.companyId,
    upload.storageKey,
    upload.fileName,
    contentType,
    upload.size,
    now,
    storageQuotaBytes(),
    upload.id,
  ]);
  if (!row?.ended) throw new ApiError(404, UPLOAD_NOT_FOUND);
  if (row.id === null) {
    await deleteFileBytes([upload.storageKey]);
    throw quotaError();
  }
  return serializeFile(row as FileRow);
}

/** Uploads started and never completed, older than `maxAgeMs`: rows and any bytes that arrived. */
export async function sweepStaleUploads({ now, maxAgeMs }: { now: Date; maxAgeMs: number }): Promise<number> {
  const sql = await getSql();
  const stale = await staleStatement.run(sql, [new Date(now.getTime() - maxAgeMs)]);
  await deleteFileBytes(stale.map((row) => row.storageKey));
  return stale.length;
}
