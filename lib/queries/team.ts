import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/queries/client";
import type { TeamKind } from "@/lib/validations/team";
import { companyKeys } from "./company";

/** Team members as GET /api/company/{id}/team returns them: decimals as strings, dates as ISO. */
interface Member {
  id: string;
  name: string;
  title: string | null;
  email: string | null;
  linkedinUrl: string | null;
}
export interface Founder extends Member {
  equityPercentage: string | null;
}
export interface Employee extends Member {
  department: string | null;
  joinDate: string | null;
}
export interface Advisor extends Member {
  company?: string | null;
  expertise: string | null;
  advisorySince: string | null;
}
export interface Investor extends Member {
  firm: string | null;
  investmentAmount: string | null;
  investmentRound: string | null;
  equityPercentage: string | null;
  investmentDate: string | null;
  leadInvestor: boolean;
}

export interface Team {
  founders: Founder[];
  employees: Employee[];
  advisors: Advisor[];
  investors: Investor[];
}
export type TeamMember = Founder | Employee | Advisor | Investor;

export function useTeam(companyId: string | null | undefined) {
  return useQuery<Team>({ queryKey: companyKeys.team(companyId ?? ""), enabled: !!companyId });
}

/** PUT /api/company/{id}/{kind} with the full list; the saved list replaces the cached one. */
export function useSaveTeamList(companyId: string | null | undefined, kind: TeamKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: Record<string, unknown>[]) => {
      if (!companyId) throw new Error("Company must be created first");
      return apiJson<{ data: TeamMember[] }>("PUT", `/api/company/${companyId}/${kind}`, { [kind]: entries });
    },
    onSuccess: (body) => {
      if (companyId) {
        queryClient.setQueryData<Team>(companyKeys.team(companyId), (team) => (team ? { ...team, [kind]: body.data } : team));
      }
    },
  });
}
