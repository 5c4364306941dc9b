import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@/lib/account/schema/user";
import { getQueryFn } from "./client";

/** What GET /api/auth/user returns: the contract is lib/account/schema/user.ts. */
export type { CurrentUser };

export const userKeys = {
  current: () => ["/api/auth/user"] as const,
};

/** The signed-in user; `data` is null when signed out (a 401 is an answer, not an error). */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: userKeys.current(),
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  return {
    ...query,
    user: query.data ?? null,
    isAuthenticated: !!query.data,
  };
}
