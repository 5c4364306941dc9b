"use client";

import { useMemo } from "react";
import { DraggableShareItem, ShareDndProvider } from "@/components/sharing/drag-share";
import { SharedSpacesCard, ShareDocumentsFab, SharingDialogsProvider } from "@/components/sharing/sharing-dialogs";
import { usePhaseProgress } from "@/components/phase/use-phase-progress";
import type { Company } from "@/lib/queries/company";
import type { Phase } from "@/lib/queries/phases";
import { ComingSoonCard } from "./coming-soon-card";
import { CompanyHeaderCard } from "./company-header";
import { KeyFigures } from "./key-figures";
import { PhaseSectionCard } from "./phase-section-card";
import { QuickActions } from "./quick-actions";
import { ReadinessCard } from "./readiness-card";

type DashboardCompany = Pick<
  Company,
  "id" | "name" | "description" | "stage" | "industry" | "foundedDate" | "monthlyRevenue" | "employeeCount" | "targetFunding"
>;

interface DashboardClientProps {
  company: DashboardCompany;
  phases: Phase[];
}

export function DashboardClient({ company, phases }: DashboardClientProps) {
  const phaseIds = useMemo(() => phases.map((p) => p.id), [phases]);
  const progress = usePhaseProgress(company.id, phaseIds);
  const sharingPhases = useMemo(() => phases.map(({ id, name, icon, color }) => ({ id, name, icon, color })), [phases]);

  return (
    <SharingDialogsProvider companyId={company.id} phases={sharingPhases}>
      <ShareDndProvider companyId={company.id}>
        <div className="border-b bg-card">
          <div className="mx-auto flex w-full max-w-7xl flex-wrap items-end justify-between gap-3 px-4 py-5 sm:px-6 lg:px-8">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">Fundraising readiness</p>
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{company.name}</h1>
            </div>
            {!progress.isLoading && (
              <p className="text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{progress.percentage}% ready</span> · {progress.completed} of{" "}
                {progress.total} tasks completed
              </p>
            )}
          </div>
        </div>
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 pb-28 sm:px-6 lg:px-8">
          <CompanyHeaderCard company={company} />
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="sections-title" className="space-y-4 lg:col-span-2">
              <div>
                <h2 id="sections-title" className="text-lg font-semibold">
                  Documentation Sections
                </h2>
                <p className="text-sm text-muted-foreground">
                  Work through each section; drag a card onto the share panel to send it to an investor.
                </p>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {phases.map((phase) => (
                  <DraggableShareItem
                    key={phase.id}
                    item={{ itemType: "phase", itemId: phase.id, phaseId: phase.id, label: phase.name }}
                  >
                    <PhaseSectionCard phase={phase} progress={progress.map[phase.id]} loading={progress.isLoading} />
                  </DraggableShareItem>
                ))}
                <SharedSpacesCard />
                <ComingSoonCard />
              </div>
            </section>
            <div className="space-y-4">
              <ReadinessCard
                percentage={progress.percentage}
                completed={progress.completed}
                total={progress.total}
                loading={progress.isLoading}
              />
              <KeyFigures company={company} />
              <QuickActions firstPhaseId={phases[0]?.id ?? null} />
            </div>
          </div>
        </div>
        <ShareDocumentsFab />
      </ShareDndProvider>
    </SharingDialogsProvider>
  );
}
