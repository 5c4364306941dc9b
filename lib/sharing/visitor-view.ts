import { safeExternalHref } from "@/lib/domain/links";
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

/** Our own file links go through the visitor route; external links stay if they are http(s). */
function rewriteUrl(code: string, value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const fileId = internalFileId(value);
  if (fileId) return visitorFileUrl(code, fileId);
  return safeExternalHref(value) ?? null;
}

function documentEntry(code: string, raw: Loose): DocumentEntrySnapshot {
  return { name: text(raw.name), completed: bool(raw.completed), fileUrl: rewriteUrl(code, raw.fileUrl), fileName: textOrNull(raw.fileName) };
}

function categoryTask(code: string, raw: Loose): CategoryTaskSnapshot {
  return {
    title: text(raw.title ?? raw.name),
    description: text(raw.description),
    completed: bool(raw.completed),
    priority: text(raw.priority) || "medium",
    documentUrl: rewriteUrl(code, raw.documentUrl),
  };
}

/**
 * What a visitor sees of one stored snapshot: only the fields of its type (no internal ids such as
 * phase ids), with every file link rewritten for the visitor route.
 */
export function visitorItemData<T extends ItemType>(type: T, code: string, stored: unknown): SnapshotByType[T] {
  const d = obj(stored);
  const views: { [K in ItemType]: () => SnapshotByType[K] } = {
    task: () => ({
      label: text(d.label),
      category: text(d.category),
      description: text(d.description),
      completed: bool(d.completed),
      priority: text(d.priority) || "medium",
      notes: textOrNull(d.notes),
      documentUrl: rewriteUrl(code, d.documentUrl),
      documents: list(d.documents).map((doc) => documentEntry(code, doc)),
    }),
    category: () => ({
      label: text(d.label),
      category: text(d.category),
      phaseName: text(d.phaseName),
      tasks: list(d.tasks).map((task) => categoryTask(code, task)),
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
      fileUrl: rewriteUrl(code, d.fileUrl),
      fileName: textOrNull(d.fileName),
    }),
  };
  return views[type]();
}

export function toVisitorItem(code: string, row: { id: string; itemType: string; order: number; itemData: unknown }): VisitorItem | null {
  const type = row.itemType as ItemType;
  if (!["task", "category", "phase", "document"].includes(type)) return null;
  return { id: row.id, itemType: type, order: row.order, itemData: visitorItemData(type, code, row.itemData) } as VisitorItem;
}

/** The stored-file ids an item's snapshot links to: the only files its visitors may fetch. */
export function referencedFileIds(itemData: unknown): string[] {
  const d = obj(itemData);
  const urls: unknown[] = [d.fileUrl, d.documentUrl];
  for (const doc of list(d.documents)) urls.push(doc.fileUrl);
  for (const task of list(d.tasks)) urls.push(task.documentUrl);
  return urls.map((url) => (typeof url === "string" ? internalFileId(url) : null)).filter((id): id is string => id !== null);
}
