"use client";

import { useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { defaultQueryFn, handleUnauthorized, isUnauthorized } from "@/lib/api/client";
import { Toaster } from "@/components/ui/sonner";
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

/**
 * `initialUser` is the session the server already read for this page: seeding it means the
 * browser never asks /api/auth/user on load (and a signed-out visitor sees no 401 in the console).
 */
export function Providers({ children, initialUser }: { children: ReactNode; initialUser?: CurrentUser | null }) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    if (initialUser !== undefined) client.setQueryData(userKeys.current(), initialUser);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
