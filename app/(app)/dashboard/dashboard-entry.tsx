import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { redirect } from "next/navigation";
import { Providers } from "@/components/providers";
import type { SessionUser } from "@/lib/auth/session";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser, serializeCompany } from "@/lib/data/company";
import { batchPhaseProgress } from "@/lib/data/progress";
import { dashboardReadiness, getReadiness } from "@/lib/data/readiness";
import { progressKeys } from "@/lib/queries/progress";
import { DashboardClient } from "@/components/dashboard/dashboard-client";

/**
 * The signed-in home (app/(app)/dashboard/page.tsx), or /setup without a company. Everything the
 * first paint shows is read here, on the server, through the functions the GET routes use (with
 * their authorization: the session's membership): the company and readiness as props, and the
 * per-phase progress in React Query's cache under the key lib/queries/progress.ts reads it with,
 * so the first HTML carries the figures and later saves invalidate that entry as before.
 */
export async function DashboardEntry({ user }: { user: SessionUser }) {
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) redirect("/setup");
  const phases = await listPhases();
  const phaseIds = phases.map((p) => p.id);
  const [readiness, progress] = await Promise.all([
    getReadiness({ company, phaseIds }).then(dashboardReadiness),
    // SPEC.md section 7: asked only when at least one phase exists (the client hook's rule).
    phaseIds.length ? batchPhaseProgress({ userId: user.id, companyId: company.id, phaseIds }) : undefined,
  ]);
  const queryClient = new QueryClient();
  if (progress) queryClient.setQueryData(progressKeys.batch(company.id, phaseIds), progress);
  return (
    <Providers initialUser={user}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <DashboardClient company={serializeCompany(company)} phases={phases} readiness={readiness} role={user.role} />
      </HydrationBoundary>
    </Providers>
  );
}
