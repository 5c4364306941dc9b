import Link from "next/link";
import { LayoutDashboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { phaseStatus } from "@/lib/progress/status";
import { formatReadiness, type ScoreFigure } from "@/lib/company/rules/readiness-score";
import { PhaseStatusBadge } from "./phase-status-badge";

interface PhaseInfoCardProps {
  taskCount: number;
  completed: number;
  percentage: number;
  /** The phase's Readiness, once the progress records are in: its progress is that one figure. */
  score?: ScoreFigure;
}

export function PhaseInfoCard({ taskCount, completed, percentage, score }: PhaseInfoCardProps) {
  const rows = [
    { label: "Tasks", value: taskCount },
    { label: "Completed", value: completed },
    { label: "Progress", value: score ? `Readiness ${formatReadiness(score.score)}` : "…" },
  ];
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Phase Info</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <dl className="space-y-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <PhaseStatusBadge status={phaseStatus(percentage)} />
            </dd>
          </div>
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function PhaseQuickActionsCard() {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <Button asChild variant="outline" className="w-full justify-start">
          <Link href="/">
            <LayoutDashboard aria-hidden="true" />
            View Dashboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
