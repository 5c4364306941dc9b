import type { DocumentState, DocumentsMap } from "./progress";

/** A removed file or link stays restorable this long; then the sweep deletes it. */
export const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** An upload never attached to any document is swept after this long. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A document patch: an entry replaces the stored one, `null` removes it, a missing key keeps it. */
export type DocumentsPatch = Record<string, DocumentState | null>;

export interface RemovedEntry {
  key: string;
  entry: DocumentState;
}

/** What a document holds, ignoring how it is spelled (missing vs null, name changes); null when empty. */
function essence(doc: DocumentState | null | undefined) {
  if (!doc) return null;
  const shape = {
    completed: doc.completed === true,
    fileUrl: doc.fileUrl ?? null,
    fileName: doc.fileName ?? null,
    uploadedAt: doc.uploadedAt ?? null,
    optional: doc.optional === true,
    // An expiry date is founder's work like a file: a stale tab that never saw it cannot clear it.
    expiresOn: doc.expiresOn ?? null,
  };
  return !shape.completed && !shape.fileUrl && !shape.optional ? null : shape;
}

export function sameDocument(a: DocumentState | null | undefined, b: DocumentState | null | undefined): boolean {
  return JSON.stringify(essence(a)) === JSON.stringify(essence(b));
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
