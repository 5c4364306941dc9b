import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./client";

/** What GET /api/auth/user returns. */
export interface CurrentUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** Issue 19: set on the server-rendered user (lib/auth/session.ts); the picker shows past one. */
  companyCount?: number;
}

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
