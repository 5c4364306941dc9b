import { ACTIVITY_ACTIONS, addedDocuments, documentLabel, type ActivityAction, type ActivityEntry } from "@/lib/domain/activity";
import { sameDocument, type DocumentsPatch } from "@/lib/domain/document-merge";
import { documentKey, parseDocumentLines } from "@/lib/domain/documents";
import { isTaskComplete, type DocumentState, type DocumentsMap } from "@/lib/domain/progress";

export type { DocumentsPatch };

// The rules of a progress write, without I/O: what a save merges, when it conflicts, which files
// it attaches, which go to the trash or become versions, and when the task counts as complete.

/** A removed file or link stays restorable this long; then the sweep deletes it. */
export const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** An upload never attached to any document is swept after this long. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface RemovedEntry {
  key: string;
  entry: DocumentState;
}

/**
 * Merges a save's documents into the stored map. `patch === null` clears every document (the
 * contract's "documents: null"). Answers the new map and the files or links the save took off a
 * document (removed, or replaced by another file or link): they go to the trash, never lost.
 */
export function mergeDocuments(
  before: DocumentsMap | null,
  patch: DocumentsPatch | null,
): { documents: DocumentsMap | null; removed: RemovedEntry[] } {
  const touched = patch === null ? Object.keys(before ?? {}) : Object.keys(patch);
  const documents: DocumentsMap = { ...(before ?? {}) };
  for (const key of touched) {
    const next = patch?.[key] ?? null;
    if (next) documents[key] = next;
    else delete documents[key];
  }
  const removed = touched.flatMap((key) => {
    const old = before?.[key];
    const next = patch?.[key] ?? null;
    return old?.fileUrl && old.fileUrl !== next?.fileUrl ? [{ key, entry: old }] : [];
  });
  const empty = Object.keys(documents).length === 0;
  return { documents: patch === null || (empty && before === null) ? null : documents, removed };
}

export interface StoredEditable {
  notes: string | null;
  priority: string | null;
  documents: DocumentsMap | null;
}

export interface SaveBase {
  notes?: string | null;
  priority?: string | null;
  documents?: DocumentsPatch;
}

export interface SaveWrites {
  notes?: string | null;
  priority?: string | null;
  documents?: DocumentsPatch | null;
}

/**
 * Whether something a save writes no longer holds what the client started from (the 409 of a
 * save). Only with `base`: the notes and the priority when `base` gives them, and every document
 * the save writes, a document missing from `base` standing for "was empty" (so a stale full map
 * cannot overwrite work it never saw).
 */
export function changedSince(stored: StoredEditable, writes: SaveWrites, base: SaveBase | undefined): boolean {
  if (!base) return false;
  if (base.notes !== undefined && (stored.notes || null) !== (base.notes || null)) return true;
  if (base.priority !== undefined && (stored.priority ?? null) !== (base.priority ?? null)) return true;
  const keys = new Set([
    ...Object.keys(writes.documents === null ? (stored.documents ?? {}) : (writes.documents ?? {})),
    ...Object.keys(base.documents ?? {}),
  ]);
  return [...keys].some((key) => !sameDocument(stored.documents?.[key], base.documents?.[key]));
}

/**
 * The files or links a save replaced by another one (the "Versions" dialog): the earlier entry of
 * every document that had a file or link before and has a different one after. A removal (no
 * file or link after) is not a version: it goes to the trash only.
 */
export function replacedEntries(before: DocumentsMap | null | undefined, after: DocumentsMap | null | undefined): RemovedEntry[] {
  return Object.entries(after ?? {}).flatMap(([key, next]) => {
    const old = before?.[key];
    return old?.fileUrl && next?.fileUrl && old.fileUrl !== next.fileUrl ? [{ key, entry: old }] : [];
  });
}

/** A task as a progress write needs it. */
export interface SaveTask {
  id: string;
  description: string | null;
  phaseId: string;
  /** Line indices that do not apply to the company (not counted for completion). */
  notApplicable?: number[];
}

/** The document keys a task has: one per line of its description. */
export function documentKeysOf(task: SaveTask): Set<string> {
  return new Set(parseDocumentLines(task.description).map((line) => documentKey(task.id, line.index)));
}

/** The first key of the maps that is not one of the task's documents, if any. */
export function unknownKey(task: SaveTask, ...maps: (DocumentsPatch | null | undefined)[]): string | undefined {
  const keys = documentKeysOf(task);
  for (const map of maps) {
    const unknown = Object.keys(map ?? {}).find((key) => !keys.has(key));
    if (unknown !== undefined) return unknown;
  }
  return undefined;
}

/**
 * Completion derived from the documents (the client's `completed` is ignored), and the day it was
 * reached: kept while the task stays complete, `now` when it becomes complete, null otherwise.
 */
export function completionOf(
  task: SaveTask,
  documents: DocumentsMap | null,
  stored: { completed: boolean; completedAt: Date | null; created: boolean },
  now: Date,
): { completed: boolean; completedAt: Date | null } {
  const completed = isTaskComplete(task.id, task.description, documents, task.notApplicable);
  return { completed, completedAt: completed ? (stored.completed && !stored.created && stored.completedAt) || now : null };
}

/** The feed lines of a save: each document it put a file or link on, and each it emptied. */
export function documentActivity(a: {
  companyId: string;
  actorId: string;
  taskId: string;
  before: DocumentsMap | null;
  after: DocumentsMap | null;
  removed: RemovedEntry[];
}): ActivityEntry[] {
  const line = (action: ActivityAction, documentName: string): ActivityEntry => ({
    companyId: a.companyId,
    actorId: a.actorId,
    action,
    subject: { taskId: a.taskId, documentName },
  });
  return [
    ...addedDocuments(a.before, a.after).map((name) => line(ACTIVITY_ACTIONS.documentAdded, name)),
    ...a.removed.map(({ entry }) => line(ACTIVITY_ACTIONS.documentRemoved, documentLabel(entry))),
  ];
}
