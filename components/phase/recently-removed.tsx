"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { useCapabilities } from "@/components/company/role-context";
import { Button } from "@/components/ui/button";
import { lifecycleMessages } from "@/lib/messages/documents";
import { formatDate } from "@/lib/format";
import { progressKeys, useRestoreDocument, type RemovedDocument } from "@/lib/queries/progress";
import type { RemovedDocumentListResponse } from "@/lib/progress/schema";
import { showError, showSuccess } from "@/lib/toast";

/**
 * The company's trash (GET /api/company/{id}/removed-documents, the key's URL), read once for all
 * the expanded cards, each picking its own task's entries: one request per task made a page with
 * every task expanded send dozens on load and again after every save, which refreshes the trash.
 */
function useTaskTrash(companyId: string, taskId: string) {
  const select = useCallback((body: RemovedDocumentListResponse) => body.data.filter((entry) => entry.taskId === taskId), [taskId]);
  return useQuery({ queryKey: progressKeys.removed(companyId), select });
}

/** The task's files and links in the 30-day trash, each with a Restore button (a plain, focusable button). */
export function RecentlyRemoved({ companyId, taskId }: { companyId: string; taskId: string }) {
  const removed = useTaskTrash(companyId, taskId);
  const restore = useRestoreDocument(companyId);
  const { canWrite } = useCapabilities();
  const entries = removed.data ?? [];
  if (entries.length === 0) return null;

  async function onRestore(entry: RemovedDocument) {
    try {
      await restore.mutateAsync(entry.id);
      showSuccess({ title: lifecycleMessages.restored });
    } catch (error) {
      showError(error, lifecycleMessages.restoreFailed);
    }
  }

  return (
    <section className="space-y-2" aria-label={lifecycleMessages.recentlyRemoved}>
      <h4 className="text-sm font-semibold">{lifecycleMessages.recentlyRemoved}</h4>
      <ul className="space-y-1.5">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">{entry.fileName || entry.fileUrl}</span>
              <span className="text-muted-foreground">
                {" "}
                · {entry.name} · {formatDate(entry.removedAt)}
              </span>
            </span>
            {canWrite && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                aria-label={`${lifecycleMessages.restore} ${entry.fileName || entry.name}`}
                onClick={() => void onRestore(entry)}
              >
                {lifecycleMessages.restore}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
