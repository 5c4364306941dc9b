"use client";

import { useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { defaultQueryFn, handleUnauthorized, isUnauthorized } from "@/lib/api/client";
import { Toaster } from "@/components/ui/sonner";

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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
