"use client";

import type { DocumentState } from "@/lib/progress/rules";
import { versionMessages } from "@/lib/messages/documents";
import { useDocumentVersions } from "@/lib/queries/versions";

/** Where a document's versions are read: the document as shown, with its task and company. */
export interface VersionSource {
  companyId: string;
  taskId: string;
  documentKey: string;
  /** The document as shown: sent as `base`, so a restore from a stale tab is refused (409). */
  current: DocumentState | undefined;
}

/** "Versions (n)": n counts the current file too, so a first upload is version 1. */
export function useVersionsLabel({ companyId, taskId, documentKey, current }: VersionSource): string {
  const versions = useDocumentVersions(companyId, taskId, documentKey, current?.fileUrl ?? null);
  return versionMessages.button(versions.data && versions.data.length + (current?.fileUrl ? 1 : 0));
}

/**
 * The label of a row menu's Versions item: fetched when the menu opens, not for every row. Apart
 * from the dialog (document-versions.tsx), which loads with its first opening.
 */
export function VersionsLabel(props: VersionSource) {
  return <>{useVersionsLabel(props)}</>;
}
