import { documentKey, parseDocumentLines } from "./documents";

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
}
export type DocumentsMap = Record<string, DocumentState>;

export type PhaseStatus = "Not Started" | "In Progress" | "Complete";

export function isOptionalDocument(doc: DocumentState | undefined): boolean {
  return Boolean(doc && (doc.optional || doc.fileName === OPTIONAL_FILE_NAME));
}

/**
 * SPEC.md section 4: a task is complete when it has no documents, or when all its non-optional
 * documents are completed; when every document is optional, when all of them are completed.
 */
export function isTaskComplete(taskId: string, description: string | null | undefined, documents: DocumentsMap | null | undefined): boolean {
  const lines = parseDocumentLines(description);
  if (lines.length === 0) return true;
  const states = lines.map((line) => documents?.[documentKey(taskId, line.index)]);
  const required = states.filter((doc) => !isOptionalDocument(doc));
  const mustBeDone = required.length > 0 ? required : states;
  return mustBeDone.every((doc) => Boolean(doc?.completed));
}

/** Rounded completed/total*100, at most 100; 0 when there is nothing to count. */
export function progressPercentage(completed: number | null | undefined, total: number | null | undefined): number {
  if (!total || total <= 0 || !completed || completed <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

export function phaseStatus(percentage: number): PhaseStatus {
  if (percentage >= 100) return "Complete";
  if (percentage <= 0) return "Not Started";
  return "In Progress";
}

/** Counts the completed documents of a task (for "3 of 7 documents" labels). */
export function documentCounts(taskId: string, description: string | null | undefined, documents: DocumentsMap | null | undefined) {
  const lines = parseDocumentLines(description);
  const completed = lines.filter((line) => documents?.[documentKey(taskId, line.index)]?.completed).length;
  return { completed, total: lines.length };
}
