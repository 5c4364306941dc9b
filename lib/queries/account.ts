import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import type {
  ChangePasswordInput,
  ProfileNameInput,
  RecoveryCodesJson,
  SessionEntry,
  SessionListResponse,
  TwoFactorSetupJson,
} from "@/lib/account/schema/account";

/** The contract of POST /api/account/two-factor: lib/account/schema/account.ts. */
export type { TwoFactorSetupJson };

export const accountKeys = {
  sessions: () => ["/api/account/sessions"] as const,
  email: () => ["/api/account/email"] as const,
};

/** How often an open verification banner asks again, while the address is not verified. */
const EMAIL_STATUS_POLL_MS = 30_000;

/**
 * Whether the signed-in user's address is verified, for the banner. Unlike the rest of the app's
 * data (SPEC.md section 9: no interval, no refetch on focus) it is asked again whenever the tab
 * comes back and every 30 s while the answer is no: the link is opened elsewhere (another tab, the
 * phone's mail app), and the banner should leave as soon as it is.
 */
export function useEmailVerified() {
  return useQuery({
    queryKey: accountKeys.email(),
    queryFn: () => apiJson<{ emailVerified: boolean }>("GET", "/api/account/email"),
    select: (status) => status.emailVerified,
    staleTime: 0,
    refetchOnWindowFocus: "always",
    refetchInterval: (query) => (query.state.data?.emailVerified ? false : EMAIL_STATUS_POLL_MS),
  });
}

export function useSessions(initial: SessionEntry[]) {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await apiJson<SessionListResponse>("GET", "/api/account/sessions")).data,
    initialData: initial,
  });
}

export function useUpdateName() {
  return useMutation({ mutationFn: (input: ProfileNameInput) => apiJson("PATCH", "/api/account", input) });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson("POST", "/api/account/password", input),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Helper "mail" owns the route: the new address takes effect once its verification link is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => apiJson<{ message?: string }>("POST", "/api/account/email", input),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiJson<{ revoked: number }>("DELETE", "/api/account/sessions") });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => apiJson<TwoFactorSetupJson>("POST", "/api/account/two-factor") });
}

export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: (code: string) => apiJson<RecoveryCodesJson>("PUT", "/api/account/two-factor", { code }) });
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => apiJson("DELETE", "/api/account/two-factor", { password }) });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (confirm: string) => apiJson("DELETE", "/api/account", { confirm }) });
}
