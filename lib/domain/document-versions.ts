import type { RemovedEntry } from "./document-merge";
import type { DocumentsMap } from "./progress";

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
