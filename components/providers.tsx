"use client";

import { useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { defaultQueryFn, handleUnauthorized, isUnauthorized } from "@/lib/queries/client";
import { userKeys, type CurrentUser } from "@/lib/queries/user";

/** SPEC.md section 9: never refetch on its own, never stale, never retry; any 401 signs out. */
export function makeQueryClient() {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) handleUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One QueryClient per page load in the browser, shared by every `Providers` on the page (the nav
 * bar's company name, the signed-in pages' layouts): the cache survives client-side navigation
 * between pages whose layouts each mount their own provider. A fresh one per render on the server.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/** For tests: forget the browser's QueryClient. */
export function resetQueryClient(): void {
  browserClient = undefined;
}

/**
 * React Query for the pages that use it (not the root layout: the landing page and the shared
 * space need none of it, and it is ~14 kB gzip of their first load). `initialUser` is the session
 * the server already read for this page: seeding it means the browser never asks /api/auth/user
 * on load (and a signed-out visitor sees no 401 in the console).
 */
export function Providers({ children, initialUser }: { children: ReactNode; initialUser?: CurrentUser | null }) {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    if (initialUser !== undefined && client.getQueryData(userKeys.current()) === undefined) {
      client.setQueryData(userKeys.current(), initialUser);
    }
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
