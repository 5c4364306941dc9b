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
