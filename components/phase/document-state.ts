import {
  documentKey,
  parseDocumentLines,
  type DocumentLine,
  isOptionalDocument,
  LINK_FILE_NAME,
  NOT_APPLICABLE_FILE_NAME,
  OPTIONAL_FILE_NAME,
  type DocumentsMap,
  type DocumentState,
} from "@/lib/progress/rules";
import type { UploadedFile } from "@/lib/queries/files";
import type { LineSource } from "@/lib/checklist/schema";

export type DocumentStatus = "pending" | "uploaded" | "link" | "optional" | "notApplicable";

export interface DocumentRowModel {
  key: string;
  line: DocumentLine;
  state: DocumentState | undefined;
  status: DocumentStatus;
  /** The law or form the line rests on, when it has one (line-source.tsx). */
  source?: LineSource;
}

export function documentStatus(state: DocumentState | undefined): DocumentStatus {
  if (state?.notApplicable) return "notApplicable";
  if (!state?.completed) return "pending";
  if (isOptionalDocument(state)) return "optional";
  if (state.fileName === LINK_FILE_NAME) return "link";
  return "uploaded";
}

/** One row per bullet line of the description, with what the founder has attached to it. */
export function taskDocumentRows(
  taskId: string,
  description: string | null,
  documents: DocumentsMap | null | undefined,
  /** Lines that do not apply to the company (listed under "Not applicable to you" instead). */
  hidden: readonly number[] = [],
  /** Sources of the lines that have one, by line index (GET /api/phases/{id}/tasks). */
  sources: readonly LineSource[] = [],
): DocumentRowModel[] {
  const skip = new Set(hidden);
  const sourceOf = new Map(sources.map((source) => [source.index, source]));
  return parseDocumentLines(description)
    .filter((line) => !skip.has(line.index))
    .map((line) => {
      const key = documentKey(taskId, line.index);
      const state = documents?.[key];
      const source = sourceOf.get(line.index);
      return { key, line, state, status: documentStatus(state), ...(source ? { source } : {}) };
    });
}

/** The lines still waiting for a document: where files dropped on the task may go. */
export function openLines(rows: readonly DocumentRowModel[]): DocumentLine[] {
  return rows.filter((row) => row.status === "pending").map((row) => row.line);
}

function put(documents: DocumentsMap | null | undefined, state: DocumentState): DocumentsMap {
  return { ...(documents ?? {}), [state.id]: state };
}

export function withUploadedFile(documents: DocumentsMap | null | undefined, taskId: string, line: DocumentLine, file: UploadedFile): DocumentsMap {
  const id = documentKey(taskId, line.index);
  return put(documents, { id, name: line.name, completed: true, fileUrl: file.url, fileName: file.fileName, uploadedAt: file.uploadedAt });
}

/** `url` must already be normalised (normalizeLink). */
export function withLink(
  documents: DocumentsMap | null | undefined,
  taskId: string,
  line: DocumentLine,
  url: string,
  now = new Date(),
): DocumentsMap {
  const id = documentKey(taskId, line.index);
  return put(documents, { id, name: line.name, completed: true, fileUrl: url, fileName: LINK_FILE_NAME, uploadedAt: now.toISOString() });
}

export function withOptional(documents: DocumentsMap | null | undefined, taskId: string, line: DocumentLine, now = new Date()): DocumentsMap {
  const id = documentKey(taskId, line.index);
  return put(documents, {
    id,
    name: line.name,
    completed: true,
    optional: true,
    fileName: OPTIONAL_FILE_NAME,
    fileUrl: null,
    uploadedAt: now.toISOString(),
  });
}

/** Not applicable, with the founder's reason: counts as done, distinct from Optional. */
export function withNotApplicable(
  documents: DocumentsMap | null | undefined,
  taskId: string,
  line: DocumentLine,
  reason: string,
  now = new Date(),
): DocumentsMap {
  const id = documentKey(taskId, line.index);
  return put(documents, {
    id,
    name: line.name,
    completed: true,
    notApplicable: true,
    notApplicableReason: reason.trim(),
    fileName: NOT_APPLICABLE_FILE_NAME,
    fileUrl: null,
    uploadedAt: now.toISOString(),
  });
}

/** Removing an attachment (or the optional mark) sends the document back to pending. */
export function withoutDocument(documents: DocumentsMap | null | undefined, key: string): DocumentsMap {
  const next = { ...(documents ?? {}) };
  delete next[key];
  return next;
}

/** Sets (or with null/"" clears) the expiry date of a document the map holds. */
export function withExpiry(documents: DocumentsMap | null | undefined, key: string, expiresOn: string | null | undefined): DocumentsMap {
  const entry = documents?.[key];
  if (!entry) return { ...(documents ?? {}) };
  const next: DocumentState = { ...entry, expiresOn: expiresOn || null };
  if (!next.expiresOn) delete next.expiresOn;
  return put(documents, next);
}
