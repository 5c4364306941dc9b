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
  /** Set when the founder marked the document Not applicable, with their reason (counts as done). */
  notApplicable?: boolean;
  notApplicableReason?: string | null;
  /** `YYYY-MM-DD`: the day a lapsing document stops being valid (see document-expiry.ts). */
  expiresOn?: string | null;
}
export type DocumentsMap = Record<string, DocumentState>;

export type PhaseStatus = "Not Started" | "In Progress" | "Complete";

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
export function documentCounts(
  taskId: string,
  description: string | null | undefined,
  documents: DocumentsMap | null | undefined,
  notApplicable: readonly number[] = [],
) {
  const skip = new Set(notApplicable);
  const lines = parseDocumentLines(description).filter((line) => !skip.has(line.index));
  const completed = lines.filter((line) => {
    const doc = documents?.[documentKey(taskId, line.index)];
    return Boolean(doc?.completed || doc?.notApplicable);
  }).length;
  return { completed, total: lines.length };
}
