import { safeExternalHref } from "@/lib/domain/links";
import { internalFileId } from "@/lib/validations/progress";
import { ITEM_TYPES, type ItemType } from "@/lib/domain/items";
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

/** Whether the founder ticked task notes in for the space (issue 21: out unless ticked). */
export interface VisitorViewOptions {
  includeNotes: boolean;
}
const NO_NOTES: VisitorViewOptions = { includeNotes: false };

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

function categoryTask(code: string, raw: Loose, options: VisitorViewOptions): CategoryTaskSnapshot {
  return {
    title: text(raw.title ?? raw.name),
    description: text(raw.description),
    completed: bool(raw.completed),
    priority: text(raw.priority) || "medium",
    documentUrl: rewriteUrl(code, raw.documentUrl),
    documents: list(raw.documents).map((doc) => documentEntry(code, doc)),
    notes: options.includeNotes ? textOrNull(raw.notes) : null,
  };
}

/**
 * What a visitor sees of one snapshot: only the fields of its type (no internal ids such as
 * phase ids), with every file link rewritten for the visitor route, and notes only when the space
 * includes them.
 */
export function visitorItemData<T extends ItemType>(
  type: T,
  code: string,
  snapshot: unknown,
  options: VisitorViewOptions = NO_NOTES,
): SnapshotByType[T] {
  const d = obj(snapshot);
  const views: { [K in ItemType]: () => SnapshotByType[K] } = {
    task: () => ({
      label: text(d.label),
      category: text(d.category),
      description: text(d.description),
      completed: bool(d.completed),
      priority: text(d.priority) || "medium",
      notes: options.includeNotes ? textOrNull(d.notes) : null,
      documentUrl: rewriteUrl(code, d.documentUrl),
      documents: list(d.documents).map((doc) => documentEntry(code, doc)),
    }),
    category: () => ({
      label: text(d.label),
      category: text(d.category),
      phaseName: text(d.phaseName),
      tasks: list(d.tasks).map((task) => categoryTask(code, task, options)),
    }),
    phase: () => ({
      label: text(d.label),
      description: textOrNull(d.description),
      taskCount: count(d.taskCount),
      completedCount: count(d.completedCount),
      completed: bool(d.completed),
      sections: list(d.sections).map((section) => ({
        category: text(section.category),
        tasks: list(section.tasks).map((task) => categoryTask(code, task, options)),
      })),
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

const isItemType = (value: string): value is ItemType => (ITEM_TYPES as readonly string[]).includes(value);

export interface VisitorRow {
  id: string;
  itemType: string;
  order: number;
  /** What was shared (kept for the order and for the label of an item deleted since). */
  itemData: unknown;
}

/**
 * One stored item as a visitor sees it: `live` is its snapshot from the company's current data
 * (lib/sharing/live-items.ts), or null when the thing shared no longer exists; then only the
 * stored label (and where it sat) is shown, marked removed.
 */
export function toVisitorItem(code: string, row: VisitorRow, live: unknown, options: VisitorViewOptions = NO_NOTES): VisitorItem | null {
  if (!isItemType(row.itemType)) return null;
  const type = row.itemType;
  if (live === null) {
    const stored = obj(row.itemData);
    const kept = { label: stored.label, category: stored.category, phaseName: stored.phaseName, taskTitle: stored.taskTitle };
    return { id: row.id, itemType: type, order: row.order, removed: true, itemData: visitorItemData(type, code, kept) } as VisitorItem;
  }
  return { id: row.id, itemType: type, order: row.order, itemData: visitorItemData(type, code, live, options) } as VisitorItem;
}

/** The stored-file ids a snapshot (stored or live, founder form) links to. */
export function referencedFileIds(itemData: unknown): string[] {
  const d = obj(itemData);
  const urls: unknown[] = [d.fileUrl, d.documentUrl];
  const tasks = [d, ...list(d.tasks), ...list(d.sections).flatMap((section) => list(section.tasks))];
  for (const task of tasks) {
    urls.push(task.documentUrl);
    for (const doc of list(task.documents)) urls.push(doc.fileUrl);
  }
  return [...new Set(urls.map((url) => (typeof url === "string" ? internalFileId(url) : null)).filter((id): id is string => id !== null))];
}
