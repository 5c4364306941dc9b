import { safeExternalHref } from "@/lib/progress/links";
import { internalFileId } from "@/lib/progress/schema";
import { ITEM_TYPES, type ItemType } from "@/lib/spaces/rules/items";
import type { CategoryTaskSnapshot, DocumentEntrySnapshot, DocumentStatus, SnapshotByType, VisitorItem } from "./schema";

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

/**
 * What the founder chose for the space: task notes (left out unless ticked) and "Show
 * checklist status" (off: a visitor sees only the documents provided, and no progress at all).
 */
export interface VisitorViewOptions {
  includeNotes: boolean;
  showStatus?: boolean;
  /**
   * Where a stored file is linked: the space's visitor route unless given. A preview of a space not
   * created yet has no code; its founder opens the files through their own route.
   */
  fileHref?: (fileId: string) => string;
}
const DEFAULTS: VisitorViewOptions = { includeNotes: false, showStatus: false };

/** Our own file links go through the visitor route; external links stay if they are http(s). */
function rewriteUrl(code: string, value: unknown, options: VisitorViewOptions): string | null {
  if (typeof value !== "string" || !value) return null;
  const fileId = internalFileId(value);
  if (fileId) return options.fileHref ? options.fileHref(fileId) : visitorFileUrl(code, fileId);
  return safeExternalHref(value) ?? null;
}

/** A document's state as the founder's checklist has it; Not applicable and Optional are never "provided". */
function documentStatus(raw: Loose, fileUrl: string | null): DocumentStatus {
  if (bool(raw.notApplicable)) return "notApplicable";
  if (fileUrl) return "provided";
  if (bool(raw.optional)) return "optional";
  if (bool(raw.removed)) return "removed";
  return "pending";
}

/** A document as a visitor sees it, or null when the space shows only what was provided and this was not. */
function documentEntry(code: string, raw: Loose, options: VisitorViewOptions): DocumentEntrySnapshot | null {
  const fileUrl = rewriteUrl(code, raw.fileUrl, options);
  const status = documentStatus(raw, fileUrl);
  if (!options.showStatus) return status === "provided" ? { name: text(raw.name), fileUrl, fileName: textOrNull(raw.fileName) } : null;
  return { name: text(raw.name), completed: status === "provided", fileUrl, fileName: providedName(status, raw.fileName), status };
}

/** Only a provided document's file name is shown; the others say what they are through `status`. */
const providedName = (status: DocumentStatus, fileName: unknown) => (status === "provided" ? textOrNull(fileName) : null);

const documentsOf = (code: string, raw: unknown, options: VisitorViewOptions) =>
  list(raw)
    .map((doc) => documentEntry(code, doc, options))
    .filter((doc): doc is DocumentEntrySnapshot => doc !== null);

/** The founder's progress fields, only when the space shows them. */
const progressOf = (d: Loose, options: VisitorViewOptions) =>
  options.showStatus ? { completed: bool(d.completed), priority: text(d.priority) || "medium" } : {};

function categoryTask(code: string, raw: Loose, options: VisitorViewOptions): CategoryTaskSnapshot {
  return {
    title: text(raw.title ?? raw.name),
    description: text(raw.description),
    ...progressOf(raw, options),
    documentUrl: rewriteUrl(code, raw.documentUrl, options),
    documents: documentsOf(code, raw.documents, options),
    notes: options.includeNotes ? textOrNull(raw.notes) : null,
  };
}

/** With only what was provided shown, a task inside a section or phase with nothing provided is left out. */
const hasProvided = (task: CategoryTaskSnapshot) => task.documents.length > 0 || task.documentUrl !== null;

function tasksOf(code: string, raw: unknown, options: VisitorViewOptions): CategoryTaskSnapshot[] {
  const tasks = list(raw).map((task) => categoryTask(code, task, options));
  return options.showStatus ? tasks : tasks.filter(hasProvided);
}

/**
 * What a visitor sees of one snapshot: only the fields of its type (no internal ids such as
 * phase ids), with every file link rewritten for the visitor route, notes only when the space
 * includes them, and the founder's progress only when it shows the checklist's status (otherwise
 * only the documents that have a file or a link).
 */
export function visitorItemData<T extends ItemType>(
  type: T,
  code: string,
  snapshot: unknown,
  options: VisitorViewOptions = DEFAULTS,
): SnapshotByType[T] {
  const d = obj(snapshot);
  const views: { [K in ItemType]: () => SnapshotByType[K] } = {
    task: () => ({
      label: text(d.label),
      category: text(d.category),
      description: text(d.description),
      ...progressOf(d, options),
      notes: options.includeNotes ? textOrNull(d.notes) : null,
      documentUrl: rewriteUrl(code, d.documentUrl, options),
      documents: documentsOf(code, d.documents, options),
    }),
    category: () => ({
      label: text(d.label),
      category: text(d.category),
      phaseName: text(d.phaseName),
      tasks: tasksOf(code, d.tasks, options),
    }),
    phase: () => ({
      label: text(d.label),
      description: textOrNull(d.description),
      ...(options.showStatus ? { taskCount: count(d.taskCount), completedCount: count(d.completedCount), completed: bool(d.completed) } : {}),
      sections: list(d.sections)
        .map((section) => ({ category: text(section.category), tasks: tasksOf(code, section.tasks, options) }))
        .filter((section) => section.tasks.length > 0),
    }),
    document: () => {
      const entry = documentEntry(code, { ...d, name: d.label }, { ...options, showStatus: true });
      const status = entry?.status ?? "pending";
      const shown = options.showStatus ? { completed: status === "provided", status } : {};
      return {
        label: text(d.label),
        taskTitle: text(d.taskTitle),
        category: text(d.category),
        phaseName: text(d.phaseName),
        ...shown,
        // A document not provided yet keeps its title (the item stays), never its state's file name.
        fileUrl: status === "provided" ? (entry?.fileUrl ?? null) : null,
        fileName: status === "provided" ? (entry?.fileName ?? null) : null,
      };
    },
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
 * (./live-items.ts), or null when the thing shared no longer exists; then only the
 * stored label (and where it sat) is shown, marked removed.
 */
export function toVisitorItem(code: string, row: VisitorRow, live: unknown, options: VisitorViewOptions = DEFAULTS): VisitorItem | null {
  if (!isItemType(row.itemType)) return null;
  const type = row.itemType;
  if (live === null) {
    // Something the company deleted is not something it provided: shown (as removed) only with the status on.
    if (!options.showStatus) return null;
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
