"use client";

import { useMemo } from "react";
import dynamic from "next/dynamic";
import { RoleProvider, useCapabilities, ViewOnlyBadge } from "@/components/company/role-context";
import { RoleDraggableShareItem } from "@/components/company/role-draggable";
import { ShareDndProvider } from "@/components/sharing/drag-share";
import { SharedSpacesCard, ShareDocumentsButton, SharingDialogsProvider } from "@/components/sharing/sharing-dialogs";
import { usePhaseProgress } from "@/components/phase/use-phase-progress";
import { formatReadiness } from "@/lib/company/rules/readiness-score";
import type { Role } from "@/lib/team/rules/roles";
import type { DashboardReadiness } from "@/lib/company/schema/readiness";
import type { Company } from "@/lib/queries/company";
import type { Phase } from "@/lib/queries/phases";
import type { BatchProgressEntry } from "@/lib/queries/progress";
import { ActivityCard } from "./activity-card";
import { ComingSoonCard } from "./coming-soon-card";
import { CompanyHeaderCard } from "./company-header";
import { ExpiringDocumentsCard } from "./expiring-documents-card";
import { SharedSpacesLinkCard } from "./shared-spaces-link-card";
import { KeyFigures } from "./key-figures";
import { MyTasksCard } from "./my-tasks-card";
import { PhaseSectionCard } from "./phase-section-card";
import { QuickActions } from "./quick-actions";
import { ReadinessCard } from "./readiness-card";
import { ReadinessScore } from "./readiness-score";
import { RiskFlagsCard } from "./risk-flags-card";
import { TopGapsCard } from "./top-gaps-card";

// Shown only to a company that has not said where it is incorporated: its code (the facts'
// validation, the form) comes with it, not with every dashboard.
const CountryPrompt = dynamic(() => import("./country-prompt").then((m) => m.CountryPrompt));

type DashboardCompany = Pick<
  Company,
  "id" | "name" | "description" | "stage" | "industry" | "foundedDate" | "monthlyRevenue" | "employeeCount" | "targetFunding"
> &
  Partial<Pick<Company, "countryOfIncorporation">>;

interface DashboardClientProps {
  company: DashboardCompany;
  phases: Phase[];
  /** Readiness, top gaps and rule-based flags, computed on the server. */
  readiness?: DashboardReadiness;
  /** The member's role in this company: write and share controls follow it. */
  role?: Role | null;
  /** Per-phase progress read on the server, so the first HTML shows the figures (no fetch on load). */
  initialProgress?: BatchProgressEntry[];
}

export function DashboardClient({ role, ...props }: DashboardClientProps) {
  // Without a role (component tests) every control shows, as for an owner.
  if (role === undefined) return <DashboardBody {...props} />;
  return (
    <RoleProvider role={role}>
      <DashboardBody {...props} />
    </RoleProvider>
  );
}

function DashboardBody({ company, phases, readiness, initialProgress }: Omit<DashboardClientProps, "role">) {
  const { canWrite, canShare } = useCapabilities();
  const phaseIds = useMemo(() => phases.map((p) => p.id), [phases]);
  const progress = usePhaseProgress(company.id, phaseIds, initialProgress);
  const phaseNames = useMemo(() => Object.fromEntries(phases.map((p) => [p.id, p.name])), [phases]);
  const sharingPhases = useMemo(() => phases.map(({ id, name, icon, color }) => ({ id, name, icon, color })), [phases]);

  return (
    <SharingDialogsProvider companyId={company.id} phases={sharingPhases}>
      <ShareDndProvider companyId={company.id}>
        <div className="border-b bg-card">
          <div className="mx-auto flex w-full max-w-7xl flex-wrap items-end justify-between gap-3 px-4 py-5 sm:px-6 lg:px-8">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">Fundraising readiness</p>
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{company.name}</h1>
              <ViewOnlyBadge className="mt-1" />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-sm text-muted-foreground">
                {readiness && <span className="font-semibold text-foreground">Readiness {formatReadiness(readiness.overall.score)}</span>}
                {readiness && !progress.isLoading && " · "}
                {!progress.isLoading && `${progress.completed} of ${progress.total} tasks completed`}
              </p>
              {canShare && <ShareDocumentsButton />}
            </div>
          </div>
        </div>
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 pb-12 sm:px-6 lg:px-8">
          {company.countryOfIncorporation === null && <CountryPrompt company={company} canAnswer={canWrite} />}
          <CompanyHeaderCard company={company} canEdit={canWrite} />
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="sections-title" className="space-y-4 lg:col-span-2">
              <div>
                <h2 id="sections-title" className="text-lg font-semibold">
                  Documentation Sections
                </h2>
                <p className="text-sm text-muted-foreground">
                  {canShare
                    ? "Work through each section; drag a card onto the share panel to send it to an investor."
                    : "Each section's checklist and documents."}
                </p>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {phases.map((phase) => (
                  <RoleDraggableShareItem key={phase.id} item={{ itemType: "phase", itemId: phase.id, phaseId: phase.id, label: phase.name }}>
                    <PhaseSectionCard phase={phase} progress={progress.map[phase.id]} score={readiness?.phases[phase.id]} />
                  </RoleDraggableShareItem>
                ))}
                {/* A viewer may read the links page: the card leads there rather than to the dialog that edits spaces. */}
                {canShare ? <SharedSpacesCard /> : <SharedSpacesLinkCard />}
                <ComingSoonCard />
              </div>
            </section>
            <div className="space-y-4">
              <ReadinessCard
                overall={readiness?.overall}
                completed={progress.completed}
                total={progress.total}
                loading={progress.isLoading}
                details={readiness && <ReadinessScore phases={readiness.phases} contributions={readiness.contributions} phaseList={phases} />}
              />
              <MyTasksCard companyId={company.id} />
              {readiness && <TopGapsCard gaps={readiness.gaps} gapCount={readiness.gapCount} phaseNames={phaseNames} />}
              {readiness && <RiskFlagsCard flags={readiness.flags} />}
              <ExpiringDocumentsCard companyId={company.id} phases={phases} />
              <KeyFigures company={company} />
              <QuickActions firstPhaseId={phases[0]?.id ?? null} />
              <ActivityCard companyId={company.id} />
            </div>
          </div>
        </div>
      </ShareDndProvider>
    </SharingDialogsProvider>
  );
}
