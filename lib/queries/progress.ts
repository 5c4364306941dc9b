import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson, ApiClientError, throwIfNotOk } from "./client";
import { mergeDocuments } from "@/lib/progress/rules";
import { phaseKeys } from "./phases";
import type {
  BatchProgressEntry,
  PhaseProgressSummary,
  ProgressJson,
  ProgressRecord,
  ProgressSaveInput,
  RemovedDocument,
  RemovedDocumentListResponse,
} from "@/lib/progress/schema";

/** The contracts of the progress routes: lib/progress/schema.ts. */
export type { BatchProgressEntry, PhaseProgressSummary, ProgressRecord };

/** All live under the company key, so saving a company never leaves these stale by accident. */
export const progressKeys = {
  company: (companyId: string) => ["/api/company", companyId, "progress"] as const,
  phases: (companyId: string) => ["/api/company", companyId, "phases"] as const,
  phase: (companyId: string, phaseId: string) => [...progressKeys.phases(companyId), phaseId, "progress"] as const,
  batch: (companyId: string, phaseIds: readonly string[]) => [...progressKeys.phases(companyId), "progress", "batch", phaseIds.join(",")] as const,
  removed: (companyId: string, taskId?: string) => ["/api/company", companyId, "removed-documents", ...(taskId ? [taskId] : [])] as const,
};

/** The list as the cache holds it: GET's body (ProgressListResponse) plus optimistic records. */
interface ProgressListBody {
  data: ProgressRecord[];
}

/**
 * Every progress record of the company. Task cards pass `staleTime: 0` (SPEC.md section 9) so
 * each mount refetches; concurrent mounts share one request.
 */
export function useCompanyProgress(
  companyId: string | null | undefined,
  options: { staleTime?: number; enabled?: boolean; initialData?: ProgressRecord[] } = {},
) {
  return useQuery<ProgressListBody, Error, ProgressRecord[]>({
    queryKey: progressKeys.company(companyId ?? ""),
    select: (body) => body.data,
    initialData: options.initialData ? { data: options.initialData } : undefined,
    enabled: !!companyId && options.enabled !== false,
    staleTime: options.staleTime,
  });
}

/** `initialData`: the figures the server page already read (the dashboard's first HTML carries them). */
export function useBatchPhaseProgress(companyId: string | null | undefined, phaseIds: readonly string[], initialData?: BatchProgressEntry[]) {
  return useQuery<BatchProgressEntry[]>({
    queryKey: progressKeys.batch(companyId ?? "", phaseIds),
    initialData,
    queryFn: ({ signal }) =>
      fetchJson<BatchProgressEntry[]>(`/api/company/${companyId}/phases/progress/batch?phaseIds=${encodeURIComponent(phaseIds.join(","))}`, signal),
    // SPEC.md section 7: only when the company and at least one phase exist.
    enabled: !!companyId && phaseIds.length > 0,
  });
}

async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * A save as the task card makes it: the body of POST /api/progress (ProgressSaveInput) with only
 * what it changes (`documents`: the changed ones, `null` removes one; `base`: what the client
 * started from, so the server answers 409 if that moved), plus `phaseId` for the optimistic record.
 */
export type ProgressSave = Pick<ProgressSaveInput, "companyId" | "taskId" | "priority" | "notes" | "documents" | "base"> & {
  /** Kept on the optimistic record so phase figures move at once. */
  phaseId: string;
  completed: boolean;
};

/** The wire shape of SPEC.md section 7 plus `base` (phaseId is only for the optimistic record). */
function requestBody({ companyId, taskId, completed, priority, notes, documents, base }: ProgressSave) {
  return { companyId, taskId, completed, priority, notes, documents, ...(base ? { base } : {}) };
}

/** The stored record a 409 answered (null: the task has no record), or undefined when `error` is no conflict. */
export function conflictCurrent(error: unknown): ProgressRecord | null | undefined {
  if (!(error instanceof ApiClientError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: ProgressRecord | null } | undefined)?.current;
  return current === undefined ? undefined : current;
}

/** The list with one task's record replaced by what the server holds (or dropped). */
function withRecord(body: ProgressListBody | undefined, taskId: string, record: ProgressRecord | null): ProgressListBody | undefined {
  if (!body) return body;
  const others = body.data.filter((r) => r.taskId !== taskId);
  return { data: record ? [...others, record] : others };
}

const saveKey = (companyId: string) => ["save-progress", companyId] as const;

function applySave(body: ProgressListBody | undefined, input: ProgressSave): ProgressListBody | undefined {
  if (!body) return body;
  const now = new Date().toISOString();
  const existing = body.data.find((record) => record.taskId === input.taskId);
  const patch: Partial<ProgressRecord> = { completed: input.completed };
  if (input.priority !== undefined) patch.priority = input.priority;
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.documents !== undefined) patch.documents = mergeDocuments(existing?.documents ?? null, input.documents).documents;
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
    priority: input.priority ?? null,
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
    queryClient.invalidateQueries({ queryKey: progressKeys.removed(companyId) }),
  ]);
}

/** One entry of GET /api/company/{id}/removed-documents: the contract lives in lib/progress/schema.ts. */
export type { RemovedDocument };

export function fetchRemovedDocuments(companyId: string, taskId: string) {
  return fetchJson<RemovedDocumentListResponse>(`/api/company/${companyId}/removed-documents?taskId=${encodeURIComponent(taskId)}`);
}

/** Puts a removed file back on its document; refreshes what a save refreshes. */
export function useRestoreDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removedId: string) => apiJson<ProgressJson>("POST", `/api/company/${companyId}/removed-documents/${removedId}/restore`),
    onSettled: () => invalidateAfterProgressSave(queryClient, companyId),
  });
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
    mutationFn: (input: ProgressSave) => apiJson<ProgressJson>("POST", "/api/progress", requestBody(input)),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ProgressListBody>(listKey);
      queryClient.setQueryData<ProgressListBody>(listKey, (body) => applySave(body, input));
      return { previous };
    },
    onError: (error, input, context) => {
      const current = conflictCurrent(error);
      // A conflict: show what the server holds now (the founder may re-apply from there).
      if (current !== undefined)
        queryClient.setQueryData<ProgressListBody>(listKey, (body) => withRecord(context?.previous ?? body, input.taskId, current));
      else if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => {
      // While another save is in flight a refetch would briefly undo its optimistic state.
      if (queryClient.isMutating({ mutationKey: saveKey(companyId) }) === 1) {
        return invalidateAfterProgressSave(queryClient, companyId);
      }
    },
  });
}
