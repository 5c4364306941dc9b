"use client";

import { useEffect, useMemo } from "react";
import { useQueries } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST_TITLE, errors } from "@/lib/messages/toasts";
import { phaseKeys, type Task } from "@/lib/queries/phases";
import { useBatchPhaseProgress, useCompanyProgress, type BatchProgressEntry } from "@/lib/queries/progress";
import { buildPhaseProgressMap, overallCounts } from "./phase-progress-map";

/**
 * Per-phase completed/total for the dashboard grid and the phase sidebar, plus the overall counts.
 * `initialBatch`: the batch figures a server page read for the first paint (saves still invalidate them).
 */
export function usePhaseProgress(companyId: string, phaseIds: readonly string[], initialBatch?: BatchProgressEntry[]) {
  const batch = useBatchPhaseProgress(companyId, phaseIds, initialBatch);
  const uncovered = useMemo(() => {
    if (batch.isError) return phaseIds;
    if (!batch.data) return [];
    const answered = new Set(batch.data.map((entry) => entry.phaseId));
    return phaseIds.filter((id) => !answered.has(id));
  }, [batch.isError, batch.data, phaseIds]);

  const records = useCompanyProgress(companyId, { enabled: uncovered.length > 0 });
  const taskLists = useQueries({
    queries: uncovered.map((phaseId) => ({
      queryKey: phaseKeys.tasks(phaseId),
      select: (body: { data: Task[] }) => body.data,
    })),
  });

  const tasksByPhase = Object.fromEntries(uncovered.map((id, i) => [id, taskLists[i]?.data]));
  const { map, failed } = buildPhaseProgressMap({ phaseIds, batch: batch.data, tasksByPhase, records: records.data });

  const failedKey = failed.join(",");
  // Read only while something failed: React Query re-renders a component for the fields it has
  // read, and this time stamp moves with every refetch (each save's), the figures mostly do not.
  const refetchedAt = failedKey ? batch.dataUpdatedAt : 0;
  useEffect(() => {
    if (failedKey) toast.error(ERROR_TOAST_TITLE, { description: errors.fetchPhaseProgress });
  }, [failedKey, refetchedAt]);

  const { completed, total } = overallCounts(map);
  const isLoading = batch.isLoading || (uncovered.length > 0 && (records.isLoading || taskLists.some((q) => q.isLoading)));
  // Task completion is a count only: the one percentage shown is Readiness (lib/company/rules/readiness-score.ts).
  return { map, isLoading, completed, total };
}
