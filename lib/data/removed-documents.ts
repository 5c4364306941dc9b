import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { TRASH_RETENTION_MS } from "@/lib/progress/rules";
import type { DocumentState } from "@/lib/domain/progress";
import { uuid } from "@/lib/validations/common";
import type { RemovedDocument } from "@/lib/validations/progress";
import { COMPANY_NOT_FOUND } from "./company";
import { memberWhere } from "./membership";

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
