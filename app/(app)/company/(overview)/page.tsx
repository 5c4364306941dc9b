import type { Metadata } from "next";
import Link from "next/link";
import { FileBarChart, Pencil } from "lucide-react";
import { CompanyIntro, KeyFiguresSummary } from "@/components/company/company-facts";
import { PrintButton } from "@/components/company/print-button";
import { ReadinessSummary } from "@/components/company/readiness-summary";
import { TeamSummary } from "@/components/company/team-summary";
import { Button } from "@/components/ui/button";
import { RoleProvider, ViewOnlyBadge } from "@/components/company/role-context";
import { can } from "@/lib/team/rules/roles";
import { ContentEnd } from "@/app/(app)/document-load";
import { loadCompanyPage } from "./load";

export const metadata: Metadata = { title: "Company Details" };

export default async function CompanyPage() {
  const { user, company, phases, team, progressMap, readiness } = await loadCompanyPage();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:space-y-5 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <CompanyIntro company={company} />
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton />
          <Button asChild variant="outline">
            <Link href="/company/readiness-report">
              <FileBarChart aria-hidden="true" />
              Readiness report
            </Link>
          </Button>
          {can(user.role, "write") ? (
            <Button asChild>
              <Link href="/profile">
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          ) : (
            <RoleProvider role={user.role}>
              <ViewOnlyBadge className="self-center" />
            </RoleProvider>
          )}
        </div>
      </div>
      <KeyFiguresSummary company={company} />
      <ReadinessSummary phases={phases} progress={progressMap} summary={readiness.summary} />
      <TeamSummary team={team} />
      <p className="text-xs text-muted-foreground">Prepared on {new Date().toLocaleDateString("en-US", { dateStyle: "long" })}.</p>
      <ContentEnd />
    </div>
  );
}
