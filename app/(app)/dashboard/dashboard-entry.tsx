import { redirect } from "next/navigation";
import { cache } from "react";
import { Providers } from "@/components/providers";
import { getPageUser } from "@/lib/account/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser, serializeCompany } from "@/lib/company/company";
import { batchPhaseProgress } from "@/lib/progress/read";
import { dashboardReadiness, getReadiness } from "@/lib/company/readiness";
import { DashboardClient } from "@/components/dashboard/dashboard-client";
import { ContentEnd } from "@/app/(app)/document-load";

/**
 * What the signed-in home (app/(app)/dashboard/page.tsx) shows, or /setup without a company; null
 * without a session. Everything the first paint shows is read here, on the server, through the
 * functions the GET routes use (with their authorization: the session's membership): the company,
 * readiness, and the per-phase progress, which becomes the initial data of the batch query
 * (lib/queries/progress.ts), so the first HTML carries the figures and later saves invalidate that
 * entry as before. Memoised per request: the layout awaits it on a full load (app/(app)/document-load.tsx).
 */
export const loadDashboard = cache(async () => {
  const user = await getPageUser();
  if (!user) return null;
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) redirect("/setup");
  const phases = await listPhases();
  const phaseIds = phases.map((p) => p.id);
  const [readiness, progress] = await Promise.all([
    getReadiness({ company, phaseIds }).then(dashboardReadiness),
    // SPEC.md section 7: asked only when at least one phase exists (the client hook's rule).
    phaseIds.length ? batchPhaseProgress({ userId: user.id, companyId: company.id, phaseIds }) : undefined,
  ]);
  return { user, company: serializeCompany(company), phases, readiness, progress };
});

type DashboardData = NonNullable<Awaited<ReturnType<typeof loadDashboard>>>;

export function DashboardEntry({ user, company, phases, readiness, progress }: DashboardData) {
  return (
    <>
      <Providers initialUser={user}>
        <DashboardClient company={company} phases={phases} readiness={readiness} role={user.role} initialProgress={progress} />
      </Providers>
      <ContentEnd />
    </>
  );
}
