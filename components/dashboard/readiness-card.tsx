import type { ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardCard } from "./dashboard-card";

interface ReadinessCardProps {
  percentage: number;
  completed: number;
  total: number;
  loading: boolean;
  /** The weighted readiness score (issue 18), shown beside SPEC's progress. */
  score?: ReactNode;
}

/** Overall progress across every phase: the number a founder watches climb. */
export function ReadinessCard({ percentage, completed, total, loading, score }: ReadinessCardProps) {
  return (
    <DashboardCard titleId="overall-progress-title" title="Overall Progress" contentClassName="space-y-3">
      {loading ? (
        <div className="space-y-2">
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-2 w-full" />
        </div>
      ) : (
        <>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-3xl font-bold tabular-nums">{percentage}%</span>
            <span className="text-sm text-muted-foreground">
              {completed} of {total} tasks completed
            </span>
          </div>
          <Progress value={percentage} aria-labelledby="overall-progress-title" className="h-2.5" />
        </>
      )}
      {score}
    </DashboardCard>
  );
}
