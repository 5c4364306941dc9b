import "server-only";
import { sqlStatement, type SqlRunner } from "@/lib/db";
import { ACTIVITY_ACTIONS, documentLabel } from "@/lib/domain/activity";
import type { RemovedEntry } from "@/lib/domain/document-merge";
import { replacedEntries } from "@/lib/domain/document-versions";
import type { DocumentsMap } from "@/lib/domain/progress";
import { internalFileId } from "@/lib/validations/progress";

// The write half of document versions, apart from their reads and the restore: the progress save
// records versions, and the restore (lib/data/document-versions.ts) writes through the save's row
// helpers, so keeping this here lets both import it without importing each other.

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

export async function insertVersions(
  tx: SqlRunner,
  { companyId, taskId, entries, now }: { companyId: string; taskId: string; entries: RemovedEntry[]; now: Date },
) {
  if (!entries.length) return;
  const rows = entries.map(({ key, entry }) => ({ key, entry, file_id: internalFileId(entry.fileUrl), label: documentLabel(entry) }));
  await insertVersionRows.run(tx, [companyId, taskId, now, ACTIVITY_ACTIONS.documentAdded, JSON.stringify(rows)]);
}
