import { redirect } from "next/navigation";
import { Providers } from "@/components/providers";
import type { SessionUser } from "@/lib/auth/session";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser, serializeCompany } from "@/lib/data/company";
import { batchPhaseProgress } from "@/lib/progress/read";
import { dashboardReadiness, getReadiness } from "@/lib/data/readiness";
import { DashboardClient } from "@/components/dashboard/dashboard-client";

/**
 * The signed-in home (app/(app)/dashboard/page.tsx), or /setup without a company. Everything the
 * first paint shows is read here, on the server, through the functions the GET routes use (with
 * their authorization: the session's membership), and handed to the client component as props:
 * the company, readiness, and the per-phase progress, which becomes the initial data of the batch
 * query (lib/queries/progress.ts), so the first HTML carries the figures and later saves
 * invalidate that entry as before.
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
  return (
    <Providers initialUser={user}>
      <DashboardClient company={serializeCompany(company)} phases={phases} readiness={readiness} role={user.role} initialProgress={progress} />
    </Providers>
  );
}
