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

export function documentKey(taskId: string, index: number): string {
  return `${taskId}-doc-${index}`;
}
