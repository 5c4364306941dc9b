import { Suspense } from "react";
import { redirect } from "next/navigation";
import { PageSkeleton } from "@/components/layout/page-skeleton";
import { requirePageUser } from "@/lib/auth/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser, serializeCompany } from "@/lib/data/company";
import { dashboardReadiness, getReadiness } from "@/lib/data/readiness";
import { DashboardClientLazy } from "./dashboard-client-lazy";

/** The signed-in home (app/page.tsx): skeleton first, then the dashboard, or /setup without a company. */
export function DashboardEntry() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading dashboard..." />}>
      <DashboardLoader />
    </Suspense>
  );
}

async function DashboardLoader() {
  const user = await requirePageUser("/");
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) redirect("/setup");
  const phases = await listPhases();
  const readiness = dashboardReadiness(await getReadiness({ company, phaseIds: phases.map((p) => p.id) }));
  return <DashboardClientLazy company={serializeCompany(company)} phases={phases} readiness={readiness} role={user.role} />;
}
