import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "./client";
import { SEARCH_LIMIT_DEFAULT, type SearchResponse, type SearchResult } from "@/lib/search/schema";

export type { SearchResult };

export const searchKeys = {
  query: (q: string, limit = SEARCH_LIMIT_DEFAULT) => ["/api/search", q, limit] as const,
};

export function searchUrl(q: string, limit = SEARCH_LIMIT_DEFAULT): string {
  return `/api/search?${new URLSearchParams({ q, limit: String(limit) })}`;
}

/**
 * GET /api/search for `q` (already debounced by the caller); idle while `q` is blank. The previous
 * answer stays on screen while the next one loads, so the list does not flicker while typing.
 * Cached briefly: notes and uploads change what a query finds.
 */
export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: searchKeys.query(term),
    queryFn: async ({ signal }) => {
      // Aborted when the query changes before it answers (a newer keystroke won).
      const res = await throwIfNotOk(await fetch(searchUrl(term), { credentials: "include", signal }));
      return ((await res.json()) as SearchResponse).data;
    },
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
