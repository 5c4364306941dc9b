import Link from "next/link";
import { GapList } from "@/components/readiness/gap-list";
import type { Gap } from "@/lib/company/rules/readiness-score";
import { DashboardCard } from "./dashboard-card";

interface TopGapsCardProps {
  gaps: Gap[];
  gapCount: number;
  phaseNames: Record<string, string>;
}

export const REPORT_HREF = "/company/readiness-report";

/** The highest-weight documents still missing: the quickest way up the readiness score. */
export function TopGapsCard({ gaps, gapCount, phaseNames }: TopGapsCardProps) {
  return (
    <DashboardCard titleId="top-gaps-title" title="Top gaps" contentClassName="space-y-3">
      {gaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No gaps: every required document is held.</p>
      ) : (
        <GapList gaps={gaps} phaseNames={phaseNames} />
      )}
      <Link href={REPORT_HREF} className="inline-block text-sm font-medium text-primary underline-offset-2 hover:underline">
        {gapCount > gaps.length ? `All ${gapCount} gaps in the readiness report` : "Open the readiness report"}
      </Link>
    </DashboardCard>
  );
}
