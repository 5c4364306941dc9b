import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api/client";
import { useCurrentUser } from "./user";

/**
 * What GET /api/company returns. Decimal columns arrive as strings ("1234567890.12"), dates as
 * ISO strings.
 */
export interface Company {
  id: string;
  userId: string;
  name: string;
  logoUrl: string | null;
  industry: string | null;
  stage: string | null;
  description?: string | null;
  foundedDate: string | null;
  monthlyRevenue: string | null;
  employeeCount: number | null;
  previousFunding: string | null;
  targetFunding: string | null;
  createdAt: string;
  updatedAt: string;
}

export const companyKeys = {
  all: ["/api/company"] as const,
  current: () => companyKeys.all,
  detail: (id: string) => [...companyKeys.all, id] as const,
  team: (id: string) => [...companyKeys.all, id, "team"] as const,
};

/** The signed-in user's company; null when they have none yet (GET answers 404). */
export function useCompany() {
  const { user } = useCurrentUser();
  const query = useQuery<Company | null>({
    queryKey: companyKeys.current(),
    queryFn: getQueryFn<Company>({ on404: "returnNull" }),
    enabled: !!user,
  });
  return { ...query, company: query.data ?? null };
}
