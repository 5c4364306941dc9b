import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement, type SqlRunner } from "@/lib/db";
import { formatBytes } from "@/lib/format";
import { lifecycleMessages } from "@/lib/messages/documents";
import { validation } from "@/lib/messages/forms";
import { getStorage } from "@/lib/storage";
import { receiveUpload } from "@/lib/storage/upload";
import type { FileJson, StorageUsageJson } from "@/lib/files/schema/files";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { memberWhere, scopeCompany, type ActingUser } from "@/lib/data/membership";
import { hitSql, result } from "@/lib/data/rate-limit";
import { FILE_NOT_FOUND } from "@/lib/messages/files";

const fileSelect = { id: true, companyId: true, storageKey: true, fileName: true, contentType: true, size: true, createdAt: true } as const;

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/** The contracts of the file routes: lib/files/schema/files.ts. */
export type { FileJson, StorageUsageJson };

export function serializeFile(file: { id: string; fileName: string; contentType: string; size: number; createdAt: Date }): FileJson {
  return {
    id: file.id,
    url: fileUrl(file.id),
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.createdAt.toISOString(),
  };
}

/** Removes stored bytes; a failure only leaves an unreachable orphan, so it is logged, not thrown. */
export async function deleteFileBytes(storageKeys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    storageKeys.map((key) => storage.delete(key).catch((error) => console.error("[files] could not delete stored bytes", key, error))),
  );
}

/** A company's files (attached, unattached and in the trash) may take this much storage. */
export function storageQuotaBytes(): number {
  const configured = Number(process.env.STORAGE_QUOTA_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : 2 * 1024 ** 3;
}

/** Uploads per company per window. */
export const UPLOAD_RATE_LIMIT = 60;
export const UPLOAD_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The company's stored bytes (trash included) plus its direct uploads in flight at `now` (they reserve room): a bigint. */
const usedSql = (company: string, now: string) =>
  `(SELECT COALESCE(SUM(size), 0) FROM stored_files WHERE company_id = ${company}::uuid) + (SELECT COALESCE(SUM(size), 0) FROM file_uploads WHERE company_id = ${company}::uuid AND expires_at > ${now}::timestamp(3))`;

/** What the company's files take (the trash counts until swept): one SUM. */
async function usedBytes(companyId: string): Promise<number> {
  const db = await getDb();
  const { _sum } = await db.storedFile.aggregate({ where: { companyId }, _sum: { size: true } });
  return Number(_sum.size ?? 0);
}

/**
 * An upload's admission in one statement, the company already checked: $1 company, $2 the
 * rate-limit key, $3 a new window's reset, $4 now. Counts the upload and answers the count with
 * what the company stores and has in flight.
 */
const admitStatement = sqlStatement<{ count: number; resetAt: Date; used: string }, [companyId: string, rateKey: string, nextReset: Date, now: Date]>(
  "files.admit",
  { count: true, resetAt: true, used: true },
  `WITH counted AS (
       ${hitSql({ key: "$2::text", nextReset: "$3", now: "$4" })}
     )
     SELECT counted.count, counted.reset_at AS "resetAt", (${usedSql("$1", "$4")})::text AS "used" FROM counted`,
);

/** GET /api/files/usage: what the company's files take (the trash counts until swept) and its quota. */
export async function storageUsage({ company }: { company: CompanyScope }): Promise<StorageUsageJson> {
  return { usedBytes: await usedBytes(company.id), quotaBytes: storageQuotaBytes() };
}

const quotaError = () => new ApiError(413, lifecycleMessages.quotaExceeded(formatBytes(storageQuotaBytes())));

export type FileRow = { id: string; fileName: string; contentType: string; size: number; createdAt: Date };

/**
 * The company an upload names (a form field of the multipart body, or the direct upload's JSON
 * body, read where the route reaches it, so the wrapper does not resolve it): 400 without one,
 * then the membership check every company route has (404 not a member, 403 a role that cannot
 * write); the session's current company costs no statement.
 */
export async function uploadCompany(user: ActingUser, companyId: string | undefined): Promise<CompanyScope> {
  if (!companyId) throw new ApiError(400, validation.companyIdRequired);
  return scopeCompany({ user, companyId, action: "write" });
}

/**
 * The checks before any byte is accepted (multipart and direct uploads alike), in the company
 * `uploadCompany` checked: the upload counts against the company's rate limit (429), and the
 * declared size plus what the company stores (and has in flight) stays within its quota (413).
 */
export async function admitUpload({ company, declaredBytes, now }: { company: CompanyScope; declaredBytes: number; now: Date }): Promise<string> {
  const sql = await getSql();
  const [row] = await admitStatement.run(sql, [company.id, `upload:${company.id}`, new Date(now.getTime() + UPLOAD_RATE_WINDOW_MS), now]);
  const limit = result(row!.count, UPLOAD_RATE_LIMIT, row!.resetAt);
  if (!limit.allowed) {
    throw new ApiError(429, lifecycleMessages.uploadRateLimited, { retryAfterSeconds: Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000) });
  }
  if (Number(row!.used) + declaredBytes > storageQuotaBytes()) throw quotaError();
  return company.id;
}

/**
 * A file's row, only if the company stays within its quota ($1 company, $2 storage key, $3 name,
 * $4 type, $5 size, $6 now, $7 the quota); `from` (say, `FROM ended`) ties it to a CTE of the
 * caller's statement.
 */
export const insertFileSql = (from = "") => `INSERT INTO stored_files (id, company_id, storage_key, file_name, content_type, size, created_at)
     SELECT gen_random_uuid(), $1::uuid, $2, $3, $4, $5::int, $6::timestamp(3) ${from}
     WHERE (SELECT COALESCE(SUM(size), 0) FROM stored_files WHERE company_id = $1::uuid) + $5::int <= $7::bigint
     RETURNING id::text AS "id", file_name AS "fileName", content_type AS "contentType", size, created_at AS "createdAt"`;

const insertFileStatement = sqlStatement<
  FileRow,
  [companyId: string, storageKey: string, fileName: string, contentType: string, size: number, now: Date, quotaBytes: number]
>("files.insert", { id: true, fileName: true, contentType: true, size: true, createdAt: true }, insertFileSql());

/**
 * Writes the file's row, only if the company is still within its quota as it is now (parallel
 * uploads may each have passed the early check): null when it is not. `tx` lets the caller do
 * more in the same transaction.
 */
async function insertFileRow(
  tx: Pick<SqlRunner, "rows">,
  file: { companyId: string; storageKey: string; fileName: string; contentType: string; size: number; now: Date },
): Promise<FileJson | null> {
  const [row] = await insertFileStatement.run(tx, [
    file.companyId,
    file.storageKey,
    file.fileName,
    file.contentType,
    file.size,
    file.now,
    storageQuotaBytes(),
  ]);
  return row ? serializeFile(row) : null;
}

export { quotaError };

/**
 * POST /api/files (multipart, bytes through the app): the form's `companyId` must name the user's
 * company. When it comes before the file (as FormData sends it when appended first) it is checked
 * (admitUpload) before any byte is written; otherwise the bytes are dropped again if it fails.
 * The row is written after the bytes, and the bytes deleted if that insert fails.
 */
export async function uploadFile({ user, request, now = new Date() }: { user: ActingUser; request: Request; now?: Date }): Promise<FileJson> {
  const checked: { companyId?: string } = {};
  const declared = Number(request.headers.get("content-length"));
  const checkCompany = async (companyId: string | undefined) => {
    const company = await uploadCompany(user, companyId);
    checked.companyId = await admitUpload({ company, declaredBytes: Number.isFinite(declared) ? declared : 0, now });
  };
  const upload = await receiveUpload(request, {
    beforeFile: (fields) => (fields.companyId === undefined ? undefined : checkCompany(fields.companyId)),
  });
  try {
    if (!checked.companyId) await checkCompany(upload.fields.companyId);
    const file = await insertFileRow(await getSql(), { companyId: checked.companyId!, ...upload, now });
    if (!file) throw quotaError();
    return file;
  } catch (error) {
    await deleteFileBytes([upload.storageKey]);
    throw error;
  }
}

/** A file of the user's company, or 404 (someone else's file is indistinguishable from none). */
export async function getFileForOwner({ userId, fileId }: { userId: string; fileId: string }) {
  const db = await getDb();
  const file = await db.storedFile.findFirst({ where: { id: fileId, company: memberWhere(userId) }, select: fileSelect });
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
