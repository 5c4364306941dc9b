// The progress module's pure rules: a task's documents (the lines of its description, their keys,
// what each holds, when the task counts as complete) and the rules of a progress write. Pages,
// components and the other modules read documents through them.

/** A description line that starts with a bullet or a dash names one required document. */
const DOCUMENT_LINE = /^\s*[-•]\s*/;

export interface DocumentLine {
  /** Index among the document lines of the description (0-based); part of the document key. */
  index: number;
  name: string;
}

export function parseDocumentLines(description: string | null | undefined): DocumentLine[] {
  if (!description) return [];
  const lines: DocumentLine[] = [];
  for (const raw of description.split(/\r?\n/)) {
    if (!DOCUMENT_LINE.test(raw)) continue;
    const name = raw.replace(DOCUMENT_LINE, "").trim();
    if (name) lines.push({ index: lines.length, name });
  }
  return lines;
}

/** The explanatory (non-document) lines of a task description. */
export function descriptionSummary(description: string | null | undefined): string {
  if (!description) return "";
  return description
    .split(/\r?\n/)
    .filter((line) => !DOCUMENT_LINE.test(line) && line.trim())
    .map((line) => line.trim())
    .join(" ");
}

/** The wire key of a task's document line (the key of the progress documents map): `{taskId}-doc-{lineIndex}`. */
export function documentKey(taskId: string, index: number): string {
  return `${documentKeyPrefix(taskId)}${index}`;
}

/** What every document key of a task starts with. */
export function documentKeyPrefix(taskId: string): string {
  return `${taskId}-doc-`;
}

const DOCUMENT_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-doc-(\d{1,4})$/i;

/** A `documentKey`, parsed (task id in lower case); null for anything else. */
export function parseDocumentKey(key: string | null | undefined): { taskId: string; index: number } | null {
  const match = key ? DOCUMENT_KEY.exec(key) : null;
  return match ? { taskId: match[1].toLowerCase(), index: Number(match[2]) } : null;
}

/** SPEC.md section 3: fileName of a document marked optional / fulfilled by a link. */
export const OPTIONAL_FILE_NAME = "Marked as optional";
export const LINK_FILE_NAME = "Link attached";

export interface DocumentState {
  id: string;
  name: string;
  completed: boolean;
  fileUrl?: string | null;
  fileName?: string | null;
  uploadedAt?: string | null;
  /** Set when the founder marked the document Optional (it then counts as completed). */
  optional?: boolean;
  /** Set when the founder marked the document Not applicable, with their reason (counts as done). */
  notApplicable?: boolean;
  notApplicableReason?: string | null;
  /** `YYYY-MM-DD`: the day a lapsing document stops being valid (see ./document-expiry.ts). */
  expiresOn?: string | null;
}
export type DocumentsMap = Record<string, DocumentState>;

/** SPEC.md-style fileName of a document the founder marked Not applicable (distinct from Optional). */
export const NOT_APPLICABLE_FILE_NAME = "Not applicable";

export function isNotApplicableDocument(doc: DocumentState | undefined): boolean {
  return Boolean(doc?.notApplicable);
}

export function isOptionalDocument(doc: DocumentState | undefined): boolean {
  return Boolean(doc && (doc.optional || doc.fileName === OPTIONAL_FILE_NAME));
}

/**
 * SPEC.md section 4: a task is complete when it has no documents, or when all its non-optional
 * documents are completed; when every document is optional, when all of them are completed.
 */
export function isTaskComplete(
  taskId: string,
  description: string | null | undefined,
  documents: DocumentsMap | null | undefined,
  /** Line indices that do not apply to the company (lib/checklist/applicability.ts): not counted. */
  notApplicable: readonly number[] = [],
): boolean {
  const skip = new Set(notApplicable);
  const all = parseDocumentLines(description);
  const applicable = all.filter((line) => !skip.has(line.index));
  // A task none of whose lines apply is not counted at all; its stored flag then follows every line.
  const lines = applicable.length > 0 ? applicable : all;
  if (lines.length === 0) return true;
  const states = lines.map((line) => documents?.[documentKey(taskId, line.index)]);
  const required = states.filter((doc) => !isOptionalDocument(doc));
  const mustBeDone = required.length > 0 ? required : states;
  return mustBeDone.every((doc) => Boolean(doc?.completed || doc?.notApplicable));
}

// What one document holds, the same on both sides: the phase page compares documents with it and
// the progress save (changedSince below) decides its conflicts with it.

/** A document patch: an entry replaces the stored one, `null` removes it, a missing key keeps it. */
export type DocumentsPatch = Record<string, DocumentState | null>;

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

/** A document holds something (a file or a link) worth a feed line. */
function hasContent(doc: DocumentState | undefined): boolean {
  return Boolean(doc?.fileUrl);
}

/** A document's name in the feed: the file's name, or the checklist line's for a link. */
export function documentLabel(doc: Pick<DocumentState, "name" | "fileName">): string {
  return doc.fileName && doc.fileName !== LINK_FILE_NAME ? doc.fileName : doc.name;
}

/**
 * The documents a save put a file or link on (new, or a different one than before), by name: what
 * the feed reports as uploads. Removals come from the save's trash entries instead.
 */
export function addedDocuments(before: DocumentsMap | null, after: DocumentsMap | null): string[] {
  return Object.entries(after ?? {})
    .filter(([key, doc]) => hasContent(doc) && doc.fileUrl !== before?.[key]?.fileUrl)
    .map(([, doc]) => documentLabel(doc));
}

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
