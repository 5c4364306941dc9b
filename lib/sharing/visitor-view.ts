import { safeExternalHref } from "@/lib/domain/links";
import { lifecycleMessages } from "@/lib/file-lifecycle-messages";
import { internalFileId } from "@/lib/validations/progress";
import type { ItemType } from "@/lib/validations/shared-space";
import type { CategoryTaskSnapshot, DocumentEntrySnapshot, SnapshotByType, VisitorItem } from "./types";

type Loose = Record<string, unknown>;

const obj = (value: unknown): Loose => (value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {});
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(obj) : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const bool = (value: unknown): boolean => value === true;
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function visitorFileUrl(code: string, fileId: string): string {
  return `/api/shared/${encodeURIComponent(code)}/files/${fileId}`;
}

/** Shown instead of a file the founder removed after sharing (no link: its bytes are refused). */
export const REMOVED_BY_COMPANY = lifecycleMessages.removedByCompany;

/** Files a snapshot names that the company has since removed from its documents. */
type Gone = ReadonlySet<string>;
const NONE: Gone = new Set();

function isGone(value: unknown, gone: Gone): boolean {
  const fileId = typeof value === "string" ? internalFileId(value) : null;
  return fileId !== null && gone.has(fileId);
}

/** Our own file links go through the visitor route (none for a removed file); external links stay if they are http(s). */
function rewriteUrl(code: string, value: unknown, gone: Gone = NONE): string | null {
  if (typeof value !== "string" || !value) return null;
  const fileId = internalFileId(value);
  if (fileId) return gone.has(fileId) ? null : visitorFileUrl(code, fileId);
  return safeExternalHref(value) ?? null;
}

function documentEntry(code: string, raw: Loose, gone: Gone): DocumentEntrySnapshot {
  const removed = isGone(raw.fileUrl, gone);
  return { name: text(raw.name), completed: bool(raw.completed), fileUrl: rewriteUrl(code, raw.fileUrl, gone), fileName: removed ? REMOVED_BY_COMPANY : textOrNull(raw.fileName) };
}

function categoryTask(code: string, raw: Loose, gone: Gone): CategoryTaskSnapshot {
  return {
    title: text(raw.title ?? raw.name),
    description: text(raw.description),
    completed: bool(raw.completed),
    priority: text(raw.priority) || "medium",
    documentUrl: rewriteUrl(code, raw.documentUrl, gone),
  };
}

/**
 * What a visitor sees of one stored snapshot: only the fields of its type (no internal ids such as
 * phase ids), with every file link rewritten for the visitor route.
 */
export function visitorItemData<T extends ItemType>(type: T, code: string, stored: unknown, gone: Gone = NONE): SnapshotByType[T] {
  const d = obj(stored);
  const views: { [K in ItemType]: () => SnapshotByType[K] } = {
    task: () => ({
      label: text(d.label),
      category: text(d.category),
      description: text(d.description),
      completed: bool(d.completed),
      priority: text(d.priority) || "medium",
      notes: textOrNull(d.notes),
      documentUrl: rewriteUrl(code, d.documentUrl, gone),
      documents: list(d.documents).map((doc) => documentEntry(code, doc, gone)),
    }),
    category: () => ({
      label: text(d.label),
      category: text(d.category),
      phaseName: text(d.phaseName),
      tasks: list(d.tasks).map((task) => categoryTask(code, task, gone)),
    }),
    phase: () => ({
      label: text(d.label),
      description: textOrNull(d.description),
      taskCount: count(d.taskCount),
      completedCount: count(d.completedCount),
      completed: bool(d.completed),
    }),
    document: () => ({
      label: text(d.label),
      taskTitle: text(d.taskTitle),
      category: text(d.category),
      completed: bool(d.completed),
      fileUrl: rewriteUrl(code, d.fileUrl, gone),
      fileName: isGone(d.fileUrl, gone) ? REMOVED_BY_COMPANY : textOrNull(d.fileName),
    }),
  };
  return views[type]();
}

export function toVisitorItem(code: string, row: { id: string; itemType: string; order: number; itemData: unknown }, gone: Gone = NONE): VisitorItem | null {
  const type = row.itemType as ItemType;
  if (!["task", "category", "phase", "document"].includes(type)) return null;
  return { id: row.id, itemType: type, order: row.order, itemData: visitorItemData(type, code, row.itemData, gone) } as VisitorItem;
}

/** The stored-file ids an item's snapshot links to: the only files its visitors may fetch. */
export function referencedFileIds(itemData: unknown): string[] {
  const d = obj(itemData);
  const urls: unknown[] = [d.fileUrl, d.documentUrl];
  for (const doc of list(d.documents)) urls.push(doc.fileUrl);
  for (const task of list(d.tasks)) urls.push(task.documentUrl);
  return urls.map((url) => (typeof url === "string" ? internalFileId(url) : null)).filter((id): id is string => id !== null);
}
