import { documentKey, parseDocumentLines, type DocumentsMap } from "./rules";

// How far a task or a phase is, as the phase page and the dashboard show it: pure, so pages and
// components compute the same figures the server does.

export type PhaseStatus = "Not Started" | "In Progress" | "Complete";

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
