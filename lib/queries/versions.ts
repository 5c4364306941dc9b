"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import type { DocumentState } from "@/lib/progress/rules";
import type { DocumentVersionJson, DocumentVersionListResponse, ProgressJson } from "@/lib/progress/schema";
import { invalidateAfterProgressSave } from "./progress";

export type { DocumentVersionJson };

export const versionKeys = {
  all: (companyId: string) => ["document-versions", companyId] as const,
  /** The current file is part of the key: a replace (a new fileUrl) refetches the list. */
  document: (companyId: string, taskId: string, documentKey: string, currentUrl: string | null) =>
    [...versionKeys.all(companyId), taskId, documentKey, currentUrl] as const,
};

/** Earlier versions of one document, the most recently replaced first. */
export function useDocumentVersions(
  companyId: string,
  taskId: string,
  documentKey: string,
  currentUrl: string | null,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: versionKeys.document(companyId, taskId, documentKey, currentUrl),
    queryFn: () =>
      apiJson<DocumentVersionListResponse>(
        "GET",
        `/api/progress/${taskId}/versions?companyId=${encodeURIComponent(companyId)}&documentKey=${encodeURIComponent(documentKey)}`,
      ),
    select: (body) => body.versions,
    enabled: options.enabled !== false,
    staleTime: 60_000,
  });
}

/** Makes a version current (`base`: the document as shown, for the stale-tab 409); refreshes what a save refreshes. */
export function useRestoreVersion(companyId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, base }: { versionId: string; base: DocumentState | null }) =>
      apiJson<ProgressJson>("POST", `/api/progress/${taskId}/versions/${versionId}/restore`, { companyId, base }),
    onSettled: () =>
      Promise.all([invalidateAfterProgressSave(queryClient, companyId), queryClient.invalidateQueries({ queryKey: versionKeys.all(companyId) })]),
  });
}
