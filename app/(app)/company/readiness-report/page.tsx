import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/company/print-button";
import { ReadinessReport } from "@/components/readiness/readiness-report";
import { requirePageUser } from "@/lib/account/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser } from "@/lib/company/company";
import { getReadiness } from "@/lib/company/readiness";
import { BackToDashboard } from "@/components/layout/back-to-dashboard";

export const metadata: Metadata = { title: "Readiness report" };

/** Printed pages: a margin of their own (the browser's header and footer lines stay optional). */
const PRINT_CSS = "@media print { @page { margin: 14mm; } }";

export default async function ReadinessReportPage() {
  const user = await requirePageUser("/company/readiness-report");
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) notFound();
  const phases = await listPhases();
  const readiness = await getReadiness({ company, phaseIds: phases.map((p) => p.id) });
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackToDashboard />
        <PrintButton />
      </div>
      <ReadinessReport companyName={company.name} phases={phases} readiness={readiness} generatedAt={new Date()} />
    </div>
  );
}
