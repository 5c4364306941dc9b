import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import type { AssignableRole } from "@/lib/team/rules/roles";
import type {
  AcceptedInvitation,
  InvitationJson,
  InvitationListResponse,
  InviteInput,
  MemberJson,
  MemberListResponse,
  MembershipListResponse,
} from "@/lib/team/schema/members";

export const memberKeys = {
  members: (companyId: string) => [`/api/company/${companyId}/members`] as const,
  invitations: (companyId: string) => [`/api/company/${companyId}/invitations`] as const,
  memberships: () => ["/api/memberships"] as const,
};

export function useMembers(companyId: string, initial: MemberJson[]) {
  return useQuery({
    queryKey: memberKeys.members(companyId),
    queryFn: async () => (await apiJson<MemberListResponse>("GET", `/api/company/${companyId}/members`)).data,
    initialData: initial,
  });
}

export function useInvitations(companyId: string, initial: InvitationJson[]) {
  return useQuery({
    queryKey: memberKeys.invitations(companyId),
    queryFn: async () => (await apiJson<InvitationListResponse>("GET", `/api/company/${companyId}/invitations`)).data,
    initialData: initial,
  });
}

/** Member lists come back from every member mutation; they replace the cached list. */
function useMemberMutation<V>(companyId: string, mutationFn: (vars: V) => Promise<MemberListResponse | unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      const data = (result as { data?: MemberJson[] })?.data;
      if (Array.isArray(data)) client.setQueryData(memberKeys.members(companyId), data);
      else void client.invalidateQueries({ queryKey: memberKeys.members(companyId) });
    },
  });
}

export function useChangeRole(companyId: string) {
  return useMemberMutation(companyId, ({ userId, role }: { userId: string; role: AssignableRole }) =>
    apiJson<MemberListResponse>("PATCH", `/api/company/${companyId}/members/${userId}`, { role }),
  );
}

export function useRemoveMember(companyId: string) {
  return useMemberMutation(companyId, (userId: string) => apiJson("DELETE", `/api/company/${companyId}/members/${userId}`));
}

export function useTransferOwnership(companyId: string) {
  return useMemberMutation(companyId, (userId: string) => apiJson<MemberListResponse>("POST", `/api/company/${companyId}/transfer`, { userId }));
}

function useInvitationMutation<V, R>(companyId: string, mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.invitations(companyId) }) });
}

export function useInvite(companyId: string) {
  return useInvitationMutation(companyId, (input: InviteInput) => apiJson<InvitationJson>("POST", `/api/company/${companyId}/invitations`, input));
}

export function useResendInvitation(companyId: string) {
  return useInvitationMutation(companyId, (id: string) => apiJson<InvitationJson>("POST", `/api/company/${companyId}/invitations/${id}/resend`));
}

export function useRevokeInvitation(companyId: string) {
  return useInvitationMutation(companyId, (id: string) => apiJson("DELETE", `/api/company/${companyId}/invitations/${id}`));
}

export function useMemberships(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.memberships(),
    queryFn: async () => (await apiJson<MembershipListResponse>("GET", "/api/memberships")).data,
    enabled,
  });
}

export function useSwitchCompany() {
  return useMutation({ mutationFn: (companyId: string) => apiJson("PUT", "/api/memberships/current", { companyId }) });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: (token: string) => apiJson<AcceptedInvitation>("POST", `/api/invitations/${token}`) });
}
