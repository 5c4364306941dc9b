import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import type { Team, TeamKind, TeamListResponse, TeamMember } from "@/lib/team/schema/team";
import { companyKeys } from "./company";

/** Team members as GET /api/company/{id}/team returns them: the contract is lib/team/schema/team.ts. */
export type { Team, TeamMember };

export function useTeam(companyId: string | null | undefined) {
  return useQuery<Team>({ queryKey: companyKeys.team(companyId ?? ""), enabled: !!companyId });
}

/** PUT /api/company/{id}/{kind} with the full list; the saved list replaces the cached one. */
export function useSaveTeamList(companyId: string | null | undefined, kind: TeamKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: Record<string, unknown>[]) => {
      if (!companyId) throw new Error("Company must be created first");
      return apiJson<TeamListResponse>("PUT", `/api/company/${companyId}/${kind}`, { [kind]: entries });
    },
    onSuccess: (body) => {
      if (companyId) {
        queryClient.setQueryData<Team>(companyKeys.team(companyId), (team) => (team ? { ...team, [kind]: body.data } : team));
      }
    },
  });
}
