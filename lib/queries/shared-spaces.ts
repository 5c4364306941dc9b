import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest, throwIfNotOk } from "./client";
import type {
  AccessLogJson,
  AddItemsJson,
  ItemType,
  ShareItemInput,
  SharedSpaceItemJson,
  SpaceCreateInput,
  SpaceUpdateInput,
  SharedSpaceJson,
  SpaceListResponse,
} from "@/lib/spaces/schema/shared-space";

/** The contracts of the founder's shared-space routes: lib/spaces/schema/shared-space.ts. */
export type SharedSpaceItem = SharedSpaceItemJson;
export type SharedSpace = SharedSpaceJson;
export type AccessLogEntry = AccessLogJson;
export type AddItemsResult = AddItemsJson;

/** The visitor gate: the access controls a founder sets on a space (PATCH / POST /api/shared-spaces). */
export type AccessControlsInput = Pick<SpaceUpdateInput, "requireVerification" | "allowList" | "denyList" | "agreementText" | "notifyNewVisitors">;

/** SPEC.md section 3 share payload item; the server trusts only the ids and the type. */
export type SharePayloadItem = Pick<ShareItemInput, "itemId" | "taskId" | "phaseId" | "category" | "label" | "taskTitle"> & { itemType: ItemType };

/** POST /api/shared-spaces, with the access controls of the new space. */
export type CreateSpaceInput = Omit<SpaceCreateInput, "items"> & { items: SharePayloadItem[] };

export const sharedSpaceKeys = {
  all: ["/api/shared-spaces"] as const,
  list: () => sharedSpaceKeys.all,
  accessLogs: (spaceId: string) => [...sharedSpaceKeys.all, spaceId, "access-logs"] as const,
};

/** `initialData`: the list a server page read (the links page, app/(app)/spaces). */
export function useSharedSpaces(options: { enabled?: boolean; initialData?: SpaceListResponse } = {}) {
  return useQuery<SpaceListResponse, Error, SharedSpace[]>({
    queryKey: sharedSpaceKeys.list(),
    select: (body) => body.data,
    enabled: options.enabled !== false,
    initialData: options.initialData,
  });
}

/** One page of GET /api/shared-spaces/{id}/access-logs: the body is the entries, paging rides in headers. */
export interface AccessLogPage {
  entries: AccessLogEntry[];
  total: number;
  nextCursor: string | null;
}

async function fetchAccessLogPage(spaceId: string, cursor: string | null, signal: AbortSignal): Promise<AccessLogPage> {
  const url = `/api/shared-spaces/${spaceId}/access-logs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
  const res = await throwIfNotOk(await fetch(url, { credentials: "include", signal }));
  const entries = (await res.json()) as AccessLogEntry[];
  const total = Number(res.headers.get("X-Total-Count"));
  return { entries, total: Number.isFinite(total) ? total : entries.length, nextCursor: res.headers.get("X-Next-Cursor") };
}

/**
 * The access log a page at a time, newest first (the dialog loads more on scroll). Visits change
 * while the dialog is closed, so each opening asks again.
 */
export function useAccessLogs(spaceId: string | null) {
  return useInfiniteQuery({
    queryKey: sharedSpaceKeys.accessLogs(spaceId ?? ""),
    queryFn: ({ pageParam, signal }) => fetchAccessLogPage(spaceId ?? "", pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!spaceId,
    staleTime: 0,
  });
}

function useSpacesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedSpaceKeys.all }),
  });
}

export function useCreateSpace() {
  return useSpacesMutation((input: CreateSpaceInput) => apiJson<SharedSpace>("POST", "/api/shared-spaces", input));
}

export function useUpdateSpace() {
  return useSpacesMutation(
    ({
      id,
      ...body
    }: {
      id: string;
      items?: SharePayloadItem[];
      name?: string;
      description?: string | null;
      includeNotes?: boolean;
      showChecklistStatus?: boolean;
      allowDownloads?: boolean;
      watermark?: boolean;
      allowCopying?: boolean;
      rememberVisitorDays?: number;
    } & AccessControlsInput) => apiJson<SharedSpace>("PATCH", `/api/shared-spaces/${id}`, body),
  );
}

/** "Revoke now": visitors lose access at once; the access log stays. */
export function useRevokeSpace() {
  return useSpacesMutation((id: string) => apiJson<SharedSpace>("POST", `/api/shared-spaces/${id}/revoke`));
}

export function useAddSpaceItems() {
  return useSpacesMutation(({ id, items }: { id: string; items: SharePayloadItem[] }) =>
    apiJson<AddItemsResult>("POST", `/api/shared-spaces/${id}/items`, items.length === 1 ? items[0] : items),
  );
}

/** SPEC.md section 7: bulk delete sends one call per id. Resolves with the ids that failed. */
export function useDeleteSpaces() {
  return useSpacesMutation(async (ids: string[]) => {
    const results = await Promise.allSettled(ids.map((id) => apiRequest("DELETE", `/api/shared-spaces/${id}`)));
    const failed = ids.filter((_, i) => results[i].status === "rejected");
    const firstError = results.find((r): r is PromiseRejectedResult => r.status === "rejected")?.reason;
    if (failed.length === ids.length && firstError) throw firstError;
    return { deleted: ids.filter((id) => !failed.includes(id)), failed, error: firstError as unknown };
  });
}
