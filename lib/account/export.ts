import "server-only";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { getDb } from "@/lib/db";
import { csvRow, safeSegment, uniquePaths } from "@/lib/account/rules/export-paths";
import { getStorage } from "@/lib/storage";
import { parseDocumentKey } from "@/lib/progress/rules";
import { activityForExport } from "@/lib/activity/feed";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { toFacts } from "@/lib/checklist/company-facts";
import { serializeRow } from "@/lib/data/serialize";

export interface ExportArchive {
  stream: Readable;
  /** Exact byte length of the zip, known before a byte is sent (the download shows progress). */
  size: number;
  fileName: string;
}

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/i;
const ACCESS_LOG_COLUMNS = ["space", "accessCode", "email", "ipAddress", "userAgent", "accessedAt", "lastViewedAt"];

/** The user and the one company they own (companies.user_id is the owner, unique per user). */
async function loadExport(userId: string) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      firstName: true,
      lastName: true,
      createdAt: true,
      twoFactorEnabledAt: true,
      // Every company the user belongs to is named with their role; only the company
      // they own is exported in full (the others belong to their owners, who export them).
      memberships: { select: { role: true, createdAt: true, company: { select: { id: true, name: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  const company = await db.company.findUnique({
    where: { userId },
    include: {
      founders: { orderBy: { position: "asc" } },
      employees: { orderBy: { position: "asc" } },
      advisors: { orderBy: { position: "asc" } },
      investors: { orderBy: { position: "asc" } },
      progress: {
        include: {
          task: {
            select: {
              title: true,
              category: true,
              order: true,
              slug: true,
              description: true,
              documentSlugs: true,
              phase: { select: { name: true, order: true } },
            },
          },
        },
      },
      sharedSpaces: {
        orderBy: { createdAt: "asc" },
        include: { items: { orderBy: { order: "asc" } }, accesses: { orderBy: { lastViewedAt: "desc" } } },
      },
      files: {
        orderBy: { createdAt: "asc" },
        select: { id: true, storageKey: true, fileName: true, contentType: true, size: true, createdAt: true },
      },
      removedDocuments: { select: { fileId: true } },
    },
  });
  return { user, company };
}

type Loaded = Awaited<ReturnType<typeof loadExport>>;
type CompanyData = NonNullable<Loaded["company"]>;

/** The folder of files on lines that no longer apply to the company (another country's, a fact it denied). */
const NOT_APPLICABLE_FOLDER = "files/Not applicable to your company";

type ProgressRow = CompanyData["progress"][number];
type StoredDocuments = Record<string, { fileUrl?: unknown }>;

/**
 * A progress row's documents split by whether their line applies to the company now: the export
 * lays out the checklist the founder sees, and still carries every stored entry (their data).
 */
function splitDocuments(row: ProgressRow, facts: ReturnType<typeof toFacts>): { applicable: StoredDocuments; notApplicable: StoredDocuments } {
  const hidden = new Set(taskNotApplicable(row.task, facts));
  const applicable: StoredDocuments = {};
  const notApplicable: StoredDocuments = {};
  const docs = (row.documents && typeof row.documents === "object" && !Array.isArray(row.documents) ? row.documents : {}) as StoredDocuments;
  for (const [key, doc] of Object.entries(docs)) (hidden.has(parseDocumentKey(key)?.index ?? -1) ? notApplicable : applicable)[key] = doc;
  return { applicable, notApplicable };
}

const fileIdOf = (doc: { fileUrl?: unknown } | undefined) => (typeof doc?.fileUrl === "string" ? FILE_URL.exec(doc.fileUrl)?.[1] : undefined);

/** Folder of each attached file: phase / category / task, as on the phase page. */
function fileFolders(company: CompanyData): Map<string, string> {
  const folders = new Map<string, string>();
  const facts = toFacts(company);
  const onHiddenLines = new Set<string>();
  const sorted = [...company.progress].sort((a, b) => a.task.phase.order - b.task.phase.order || a.task.order - b.task.order);
  for (const row of sorted) {
    const { applicable, notApplicable } = splitDocuments(row, facts);
    for (const doc of Object.values(notApplicable)) {
      const id = fileIdOf(doc);
      if (id) onHiddenLines.add(id);
    }
    for (const doc of Object.values(applicable)) {
      const id = fileIdOf(doc);
      if (!id || folders.has(id)) continue;
      const { task } = row;
      folders.set(
        id,
        ["files", `${task.phase.order}. ${safeSegment(task.phase.name)}`, safeSegment(task.category, "General"), safeSegment(task.title)].join("/"),
      );
    }
  }
  const removed = new Set(company.removedDocuments.map((r) => r.fileId));
  for (const file of company.files) {
    if (folders.has(file.id)) continue;
    const folder = removed.has(file.id) ? "files/Recently removed" : onHiddenLines.has(file.id) ? NOT_APPLICABLE_FOLDER : "files/Not attached";
    folders.set(file.id, folder);
  }
  return folders;
}

function dataJson({ user, company }: Loaded, filePaths: Map<string, string>) {
  return {
    exportedAt: new Date().toISOString(),
    account: { ...user, memberships: undefined, twoFactorEnabled: Boolean(user.twoFactorEnabledAt), twoFactorEnabledAt: undefined },
    memberships: user.memberships.map((m) => ({
      companyId: m.company.id,
      companyName: m.company.name,
      role: m.role,
      joinedAt: m.createdAt.toISOString(),
    })),
    company: company
      ? serializeRow({
          ...company,
          founders: undefined,
          employees: undefined,
          advisors: undefined,
          investors: undefined,
          progress: undefined,
          sharedSpaces: undefined,
          files: undefined,
          removedDocuments: undefined,
        })
      : null,
    team: company
      ? {
          founders: company.founders.map(serializeRow),
          employees: company.employees.map(serializeRow),
          advisors: company.advisors.map(serializeRow),
          investors: company.investors.map(serializeRow),
        }
      : null,
    progress: (company?.progress ?? []).map((progress) => {
      const { task, ...row } = progress;
      const { applicable, notApplicable } = splitDocuments(progress, toFacts(company));
      return {
        ...serializeRow(row),
        documents: row.documents === null ? null : applicable,
        // Entries on lines the company's checklist no longer shows, kept: they are the founder's data.
        ...(Object.keys(notApplicable).length ? { notApplicableDocuments: notApplicable } : {}),
        phase: task.phase.name,
        category: task.category,
        task: task.title,
      };
    }),
    sharedSpaces: (company?.sharedSpaces ?? []).map(({ items, accesses, ...space }) => ({
      ...serializeRow(space),
      items: items.map(serializeRow),
      accessLogs: accesses.map(serializeRow),
    })),
    files: (company?.files ?? []).map((f) => ({
      id: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      uploadedAt: f.createdAt,
      pathInZip: filePaths.get(f.id),
    })),
  };
}

function accessLogCsv(company: CompanyData | null): Buffer {
  const lines = [csvRow(ACCESS_LOG_COLUMNS)];
  for (const space of company?.sharedSpaces ?? []) {
    for (const a of space.accesses)
      lines.push(csvRow([space.name, space.accessCode, a.email, a.ipAddress, a.userAgent, a.accessedAt, a.lastViewedAt]));
  }
  return Buffer.from(lines.join(""), "utf8");
}

/**
 * "Export my data" as one zip, streamed. Every stored file is read from the storage driver only
 * when the zip reaches it (addReadStreamLazy), stored uncompressed (they are mostly compressed
 * formats already) so the archive's exact size is known up front. Memory holds the JSON and the
 * CSV and one file's chunks in flight, never the files.
 */
export async function buildExport({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<ExportArchive> {
  const loaded = await loadExport(userId);
  const { company } = loaded;
  const folders = company ? fileFolders(company) : new Map<string, string>();
  const unique = uniquePaths();
  const paths = new Map<string, string>();
  for (const file of company?.files ?? []) paths.set(file.id, unique(`${folders.get(file.id)}/${safeSegment(file.fileName, "file")}`));

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(dataJson(loaded, paths), null, 2), "utf8"), "data.json", { compress: false, mtime: now });
  zip.addBuffer(accessLogCsv(company), "access-logs.csv", { compress: false, mtime: now });
  zip.addBuffer(Buffer.from(JSON.stringify(company ? await activityForExport(company.id) : [], null, 2), "utf8"), "activity.json", {
    compress: false,
    mtime: now,
  });
  const storage = getStorage();
  for (const file of company?.files ?? []) {
    zip.addReadStreamLazy(paths.get(file.id)!, { compress: false, size: file.size, mtime: file.createdAt }, (cb) => {
      storage.read(file.storageKey).then(
        (stream) => (stream ? cb(null, stream) : cb(new Error(`stored bytes missing for file ${file.id}`), undefined as never)),
        (error) => cb(error, undefined as never),
      );
    });
  }
  const size = await new Promise<number>((resolve) => zip.end(undefined, ((total: number) => resolve(total)) as () => void));
  const stream = zip.outputStream as Readable;
  // A storage error mid-way ends the download short (the browser reports it failed), never a truncated "success".
  (zip as unknown as NodeJS.EventEmitter).on("error", (error: Error) => stream.destroy(error));
  const stamp = now.toISOString().slice(0, 10);
  return { stream, size, fileName: `raiseready-export-${stamp}.zip` };
}
