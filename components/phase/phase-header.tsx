import type { ReactNode } from "react";
import { ViewOnlyBadge } from "@/components/company/role-context";
import { Progress } from "@/components/ui/progress";
import type { ExpiringDocument } from "@/lib/progress/document-expiry";
import { phaseStatus } from "@/lib/progress/status";
import { formatReadiness, type ScoreFigure } from "@/lib/company/rules/readiness-score";
import type { Phase } from "@/lib/queries/phases";
import { phaseColors, PhaseIcon } from "./phase-icon";
import { PhaseExpiryCount } from "./phase-expiry-count";
import { PhaseStatusBadge } from "./phase-status-badge";
import { BackToDashboard } from "@/components/layout/back-to-dashboard";

interface PhaseHeaderProps {
  phase: Phase;
  completed: number;
  total: number;
  percentage: number;
  /** The "3 overdue" line (components/phase/overdue-count.tsx). */
  overdue?: ReactNode;
  /** This phase's Readiness (weighted documents), once the progress records are in: the bar shows it. */
  score?: ScoreFigure;
  /** Its expired and expiring documents. */
  expiring?: readonly ExpiringDocument[];
}

export function PhaseHeader({ phase, completed, total, percentage, overdue, score, expiring = [] }: PhaseHeaderProps) {
  return (
    <header className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <BackToDashboard />
      <div className="flex items-start gap-4">
        <PhaseIcon phase={phase} className="hidden sm:flex" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight">{phase.name}</h1>
            <PhaseStatusBadge status={phaseStatus(percentage)} />
            <PhaseExpiryCount items={expiring} />
            <ViewOnlyBadge />
          </div>
          {phase.description && <p className="text-sm text-muted-foreground sm:text-base">{phase.description}</p>}
          <p className="text-sm font-medium">
            {completed} of {total} tasks completed
          </p>
          {overdue}
        </div>
      </div>
      {/* SPEC's Overall Progress bar carries the section's one figure, its Readiness; tasks stay a count above. */}
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span id="phase-overall-progress" className="font-medium">
            Overall Progress
          </span>
          <span className="font-semibold tabular-nums" data-testid={score ? "phase-readiness-score" : undefined}>
            Readiness {score ? formatReadiness(score.score) : "…"}
          </span>
        </div>
        {score && (
          <p className="text-xs text-muted-foreground">
            {score.held} of {score.required} required documents held
          </p>
        )}
        <Progress
          value={score?.score ?? 0}
          aria-labelledby="phase-overall-progress"
          indicatorClassName={phaseColors(phase.color).bar}
          className="h-2.5 bg-muted"
        />
      </div>
    </header>
  );
}
