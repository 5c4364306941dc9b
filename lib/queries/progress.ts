import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson, throwIfNotOk } from "@/lib/api/client";
import type { DocumentsMap } from "@/lib/domain/progress";
import { phaseKeys } from "./phases";

/** What GET /api/company/{id}/progress returns per task the company has touched. */
export interface ProgressRecord {
  id: string;
  taskId: string;
  phaseId?: string | null;
  completed: boolean;
  completedAt: string | null;
  priority: string | null;
  notes: string | null;
  documents: DocumentsMap | null;
  isOptional: boolean;
  updatedAt: string;
  phase?: { id: string } | null;
}

export interface PhaseProgressSummary {
  completed: number;
  total: number;
}

export interface BatchProgressEntry extends PhaseProgressSummary {
  phaseId: string;
  error?: string;
}

/** All live under the company key, so saving a company never leaves these stale by accident. */
export const progressKeys = {
  company: (companyId: string) => ["/api/company", companyId, "progress"] as const,
  phases: (companyId: string) => ["/api/company", companyId, "phases"] as const,
  phase: (companyId: string, phaseId: string) => [...progressKeys.phases(companyId), phaseId, "progress"] as const,
  batch: (companyId: string, phaseIds: readonly string[]) =>
    [...progressKeys.phases(companyId), "progress", "batch", phaseIds.join(",")] as const,
};

interface ProgressListBody {
  data: ProgressRecord[];
}

/**
 * Every progress record of the company. Task cards pass `staleTime: 0` (SPEC.md section 9) so
 * each mount refetches; concurrent mounts share one request.
 */
export function useCompanyProgress(
  companyId: string | null | undefined,
  options: { staleTime?: number; enabled?: boolean } = {},
) {
  return useQuery<ProgressListBody, Error, ProgressRecord[]>({
    queryKey: progressKeys.company(companyId ?? ""),
    select: (body) => body.data,
    enabled: !!companyId && options.enabled !== false,
    staleTime: options.staleTime,
  });
}

export function useBatchPhaseProgress(companyId: string | null | undefined, phaseIds: readonly string[]) {
  return useQuery<BatchProgressEntry[]>({
    queryKey: progressKeys.batch(companyId ?? "", phaseIds),
    queryFn: ({ signal }) =>
      fetchJson<BatchProgressEntry[]>(
        `/api/company/${companyId}/phases/progress/batch?phaseIds=${encodeURIComponent(phaseIds.join(","))}`,
        signal,
      ),
    // SPEC.md section 7: only when the company and at least one phase exist.
    enabled: !!companyId && phaseIds.length > 0,
  });
}

async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

export interface ProgressSave {
  companyId: string;
  taskId: string;
  /** Kept on the optimistic record so phase figures move at once. */
  phaseId: string;
  completed: boolean;
  priority: string;
  notes?: string | null;
  documents?: DocumentsMap | null;
}

/** The wire shape of SPEC.md section 7 (phaseId is only for the optimistic record). */
function requestBody({ companyId, taskId, completed, priority, notes, documents }: ProgressSave) {
  return { companyId, taskId, completed, priority, notes, documents };
}

const saveKey = (companyId: string) => ["save-progress", companyId] as const;

function applySave(body: ProgressListBody | undefined, input: ProgressSave): ProgressListBody | undefined {
  if (!body) return body;
  const now = new Date().toISOString();
  const existing = body.data.find((record) => record.taskId === input.taskId);
  const patch: Partial<ProgressRecord> = { completed: input.completed, priority: input.priority };
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.documents !== undefined) patch.documents = input.documents;
  if (existing) {
    return { data: body.data.map((r) => (r === existing ? { ...r, ...patch, updatedAt: now } : r)) };
  }
  const created: ProgressRecord = {
    id: `optimistic-${input.taskId}`,
    completedAt: null,
    notes: null,
    documents: null,
    isOptional: false,
    ...patch,
    taskId: input.taskId,
    completed: input.completed,
    priority: input.priority,
    phase: { id: input.phaseId },
    updatedAt: now,
  };
  return { data: [...body.data, created] };
}

/** SPEC.md section 7: after saves, progress, phases and the phase task list are refreshed. */
export function invalidateAfterProgressSave(queryClient: QueryClient, companyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: progressKeys.company(companyId) }),
    queryClient.invalidateQueries({ queryKey: progressKeys.phases(companyId) }),
    queryClient.invalidateQueries({ queryKey: phaseKeys.all }),
  ]);
}

/**
 * POST /api/progress with an optimistic update of the progress list (rolled back on failure).
 * The server derives `completed` from the documents with the same rule the caller used.
 */
export function useSaveProgress(companyId: string) {
  const queryClient = useQueryClient();
  const listKey = progressKeys.company(companyId);
  return useMutation({
    mutationKey: saveKey(companyId),
    mutationFn: (input: ProgressSave) => apiJson<ProgressRecord>("POST", "/api/progress", requestBody(input)),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ProgressListBody>(listKey);
      queryClient.setQueryData<ProgressListBody>(listKey, (body) => applySave(body, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => {
      // While another save is in flight a refetch would briefly undo its optimistic state.
      if (queryClient.isMutating({ mutationKey: saveKey(companyId) }) === 1) {
        return invalidateAfterProgressSave(queryClient, companyId);
      }
    },
  });
}
