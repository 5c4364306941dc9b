import type { ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatScore, type ScoreFigure } from "@/lib/company/rules/readiness-score";
import { DashboardCard } from "./dashboard-card";

interface ReadinessCardProps {
  /** The weighted document score: the one figure called Readiness. */
  overall?: ScoreFigure;
  completed: number;
  total: number;
  loading: boolean;
  /** How it is calculated and each section's points. */
  details?: ReactNode;
}

/**
 * Readiness, the one number investors judge, with task completion beside it as a count ("12 of 68
 * tasks completed"), never as a second percentage.
 */
export function ReadinessCard({ overall, completed, total, loading, details }: ReadinessCardProps) {
  return (
    <DashboardCard titleId="readiness-title" title="Readiness" contentClassName="space-y-3">
      {overall && (
        <>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-3xl font-bold tabular-nums">
              <span data-testid="readiness-score-value">{formatScore(overall.score)}</span>
              {overall.score !== null && "%"}
            </span>
            <span className="text-right text-sm text-muted-foreground">
              {overall.held} of {overall.required} required documents held
            </span>
          </div>
          <Progress value={overall.score ?? 0} aria-labelledby="readiness-title" className="h-2.5" />
        </>
      )}
      {loading ? (
        <Skeleton className="h-5 w-40" />
      ) : (
        <p className="text-sm text-muted-foreground">
          {completed} of {total} tasks completed
        </p>
      )}
      {details}
    </DashboardCard>
  );
}
