import "server-only";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { getDb, sqlStatement } from "@/lib/db";
import { TRASH_RETENTION_MS, UNATTACHED_UPLOAD_MAX_AGE_MS } from "@/lib/progress/rules";
import { storageRoot } from "@/lib/storage";
import { isTempFileName } from "@/lib/storage/local-disk";
import { deleteFileBytes } from "./files";
import { deleteUnreferencedFiles } from "./file-references";
import { sweepStaleUploads } from "./uploads";

/** A temporary upload file this old belongs to no upload in flight (uploads are cut long before). */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

export interface SweepReport {
  trashRows: number;
  files: number;
  tempFiles: number;
  /** Direct uploads started and never completed, with their bytes. */
  uploads: number;
}

/** How long the sweep's transaction may run (a backlog of expired trash and unattached uploads). */
const SWEEP_TRANSACTION_TIMEOUT_MS = 5 * 60 * 1000;

/** A direct upload not completed within this long is dropped with whatever bytes arrived. */
export const STALE_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const expiredTrashStatement = sqlStatement<{ fileId: string | null }, [removedBefore: Date]>(
  "sweep.expiredTrash",
  { fileId: true },
  `DELETE FROM removed_documents WHERE removed_at <= $1::timestamp(3) RETURNING file_id::text AS "fileId"`,
);

/**
 * Deletes what nobody can get back any more: trash rows older than 30 days, then the files (row
 * and bytes) that nothing references (lib/files/file-references.ts) among those and among uploads
 * older than 24 h; direct uploads started and never completed within 24 h (row and object, on
 * either driver); and temporary upload files left by interrupted writes (a crash, a restart).
 * `now` is passed in so tests can move the clock.
 */
export async function runSweep({ now = new Date() }: { now?: Date } = {}): Promise<SweepReport> {
  const db = await getDb();
  const { trashRows, storageKeys } = await db.$transaction(
    async (tx) => {
      const expired = await expiredTrashStatement.runPrisma(tx, [new Date(now.getTime() - TRASH_RETENTION_MS)]);
      const fileIds = [...new Set(expired.map((row) => row.fileId).filter((id): id is string => Boolean(id)))];
      const keys = await deleteUnreferencedFiles(tx, { fileIds, createdBefore: new Date(now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS) });
      return { trashRows: expired.length, storageKeys: keys };
    },
    // A periodic job over whole tables, not a request: Prisma's 5 s limit for an interactive
    // transaction is sized for requests, and a large backlog must still be swept in one go.
    { timeout: SWEEP_TRANSACTION_TIMEOUT_MS },
  );
  // Bytes go only once the rows are gone for good (after commit).
  await deleteFileBytes(storageKeys);
  const uploads = await sweepStaleUploads({ now, maxAgeMs: STALE_UPLOAD_MAX_AGE_MS });
  return { trashRows, files: storageKeys.length, tempFiles: await sweepTempFiles({ now }), uploads };
}

/** Removes temporary upload files (an interrupted write's) older than TEMP_FILE_MAX_AGE_MS. */
export async function sweepTempFiles({ now = new Date(), root = storageRoot() }: { now?: Date; root?: string } = {}): Promise<number> {
  const names = await readdir(/*turbopackIgnore: true*/ root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter(isTempFileName)) {
    const full = path.join(/*turbopackIgnore: true*/ root, name);
    const info = await stat(/*turbopackIgnore: true*/ full).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < TEMP_FILE_MAX_AGE_MS) continue;
    await rm(full, { force: true });
    removed += 1;
  }
  return removed;
}
