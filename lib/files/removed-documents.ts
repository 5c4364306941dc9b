import "server-only";
import { getDb } from "@/lib/db";
import { TRASH_RETENTION_MS, type DocumentState } from "@/lib/progress/rules";
import type { CompanyScope } from "@/lib/team/rules/roles";
import type { RemovedDocument } from "@/lib/progress/schema";

// The trash's list. Putting an entry back writes the progress row: lib/progress/restore.ts.

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

/** The removed files and links of a scoped company still in the trash (newest first), optionally of one task. */
export async function listRemovedDocuments({ company, taskId, now = new Date() }: { company: CompanyScope; taskId?: string; now?: Date }) {
  const db = await getDb();
  const rows = await db.removedDocument.findMany({
    where: { companyId: company.id, ...(taskId ? { taskId } : {}), removedAt: { gt: new Date(now.getTime() - TRASH_RETENTION_MS) } },
    orderBy: [{ removedAt: "desc" }, { id: "asc" }],
    select: trashSelect,
  });
  return rows.map(serializeRemoved);
}
