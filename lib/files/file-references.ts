import "server-only";
import { sqlStatement, type PrismaRunner } from "@/lib/db";

/**
 * The one rule for whether a stored file may be deleted (row and bytes): it may not while
 * - a progress document of its company links to it (`documents.*.fileUrl = /api/files/{id}`), or
 * - it sits in the 30-day trash (removed_documents.file_id), where Undo and Restore need it, or
 * - it is an earlier version of a document (document_versions.file_id), which the founder may restore, or
 * - a shared-space item of its company names it in its snapshot (shared_space_items.item_data).
 *
 * (A snapshot keeps the bytes, not the access: visitors are served only files a current document
 * links to, `fileIsAttachedSql`; a founder's removal still wins and shows "Removed by the company".)
 *
 * As an SQL condition on a `stored_files` alias, so a delete checks it in the same statement.
 * Every decision to delete a stored file goes through `deleteUnreferencedFiles` below.
 */
export function fileIsReferencedSql(alias: string): string {
  return `(EXISTS (SELECT 1 FROM removed_documents r WHERE r.file_id = ${alias}.id)
        OR EXISTS (SELECT 1 FROM document_versions dv WHERE dv.file_id = ${alias}.id)
        OR ${fileIsAttachedSql(alias)}
        OR ${fileIsInSnapshotSql(alias)})`;
}

/** Whether a shared-space item of the file's company names it (`/api/files/{id}` anywhere in its snapshot). */
function fileIsInSnapshotSql(alias: string): string {
  return `EXISTS (SELECT 1 FROM shared_space_items si JOIN shared_spaces s ON s.id = si.shared_space_id
               WHERE s.company_id = ${alias}.company_id
                 AND strpos(lower(si.item_data::text), '/api/files/' || ${alias}.id::text) > 0)`;
}

/** Whether a file is linked from a current document of its company (not only from the trash or a snapshot). */
export function fileIsAttachedSql(alias: string): string {
  return `EXISTS (SELECT 1 FROM company_progress cp
               CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(cp.documents) = 'object' THEN cp.documents ELSE '{}'::jsonb END) d
               WHERE cp.company_id = ${alias}.company_id AND jsonb_typeof(d.value) = 'object'
                 AND lower(d.value->>'fileUrl') = '/api/files/' || ${alias}.id::text)`;
}

/** $1 the candidate files, $2 or any file created at or before this. */
const deleteUnreferencedStatement = sqlStatement<{ storageKey: string }, [fileIds: string[], createdBefore: Date | null]>(
  "fileReferences.deleteUnreferenced",
  { storageKey: true },
  `DELETE FROM stored_files f
     WHERE (f.id = ANY($1::uuid[]) OR f.created_at <= $2::timestamp(3))
       AND NOT ${fileIsReferencedSql("f")}
     RETURNING f.storage_key AS "storageKey"`,
);

/**
 * Deletes the rows of the candidate files that nothing references (decided in the same
 * statement, in the caller's transaction) and answers their storage keys; the caller removes
 * the bytes after commit.
 * `createdBefore` limits it to files at least that old (unattached uploads).
 */
export async function deleteUnreferencedFiles(
  tx: PrismaRunner,
  { fileIds, createdBefore }: { fileIds?: string[]; createdBefore?: Date },
): Promise<string[]> {
  const rows = await deleteUnreferencedStatement.runPrisma(tx, [fileIds ?? [], createdBefore ?? null]);
  return rows.map((row) => row.storageKey);
}
