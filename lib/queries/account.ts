import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import type {
  ChangePasswordInput,
  ProfileNameInput,
  RecoveryCodesJson,
  SessionEntry,
  SessionListResponse,
  TwoFactorSetupJson,
} from "@/lib/validations/account";

/** The contract of POST /api/account/two-factor: lib/validations/account.ts. */
export type { TwoFactorSetupJson };

export const accountKeys = {
  sessions: () => ["/api/account/sessions"] as const,
};

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
