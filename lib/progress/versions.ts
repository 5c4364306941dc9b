import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, type Prisma } from "@/lib/db";
import { type DocumentState, documentKeysOf } from "./rules";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { progressMessages } from "@/lib/messages/progress";
import { findCompanyTask } from "./save";
import type { DocumentVersionJson } from "@/lib/progress/schema";

// The versions of a document, read. A save records them and a restore puts one back (save.ts, restore.ts).

export const DOCUMENT_NOT_FOUND = progressMessages.documentNotFound;

const versionSelect = {
  id: true,
  documentKey: true,
  fileId: true,
  linkUrl: true,
  fileName: true,
  size: true,
  contentType: true,
  entry: true,
  createdAt: true,
  uploader: { select: { firstName: true, lastName: true, email: true } },
} as const;

type VersionRow = Prisma.DocumentVersionGetPayload<{ select: typeof versionSelect }>;

function serializeVersion(row: VersionRow): DocumentVersionJson {
  const who = [row.uploader?.firstName, row.uploader?.lastName].filter(Boolean).join(" ") || row.uploader?.email || null;
  const entry = row.entry as DocumentState | null;
  return {
    id: row.id,
    documentKey: row.documentKey,
    fileName: row.fileName,
    url: row.fileId ? `/api/files/${row.fileId}` : row.linkUrl,
    isLink: !row.fileId && Boolean(row.linkUrl),
    size: row.size,
    contentType: row.contentType,
    uploadedBy: who,
    uploadedAt: typeof entry?.uploadedAt === "string" ? entry.uploadedAt : null,
    replacedAt: row.createdAt.toISOString(),
  };
}

/** Earlier versions of one document of a company the route's wrapper scoped, the most recently replaced first. */
export async function listDocumentVersions({
  company,
  taskId,
  documentKey,
}: {
  company: CompanyScope;
  taskId: string;
  documentKey: string;
}): Promise<DocumentVersionJson[]> {
  const sql = await getSql();
  const { companyId, task } = await findCompanyTask(sql, { company, taskId });
  if (!documentKeysOf(task).has(documentKey)) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  const db = await getDb();
  const rows = await db.documentVersion.findMany({
    where: { companyId, taskId: task.id, documentKey },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: versionSelect,
  });
  return rows.map(serializeVersion);
}
