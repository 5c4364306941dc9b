import type { DocumentState } from "./progress";

// What one document holds, the same on both sides: the phase page compares documents with it and
// the progress save (lib/progress/rules.ts) decides its conflicts with it.

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
