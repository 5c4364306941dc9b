import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { phaseStatus } from "@/lib/domain/progress";
import type { Phase } from "@/lib/queries/phases";
import { phaseColors, PhaseIcon } from "./phase-icon";
import { PhaseStatusBadge } from "./phase-status-badge";

interface PhaseHeaderProps {
  phase: Phase;
  completed: number;
  total: number;
  percentage: number;
}

export function PhaseHeader({ phase, completed, total, percentage }: PhaseHeaderProps) {
  return (
    <header className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <div className="flex items-start gap-4">
        <PhaseIcon phase={phase} className="hidden sm:flex" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight">{phase.name}</h1>
            <PhaseStatusBadge status={phaseStatus(percentage)} />
          </div>
          {phase.description && <p className="text-sm text-muted-foreground sm:text-base">{phase.description}</p>}
          <p className="text-sm font-medium">
            {completed} of {total} tasks completed
          </p>
        </div>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between text-sm">
          <span id="phase-overall-progress" className="font-medium">
            Overall Progress
          </span>
          <span className="font-semibold tabular-nums">{percentage}%</span>
        </div>
        <Progress value={percentage} aria-labelledby="phase-overall-progress" indicatorClassName={phaseColors(phase.color).bar} className="h-2.5 bg-muted" />
      </div>
    </header>
  );
}
