import { PhaseIcon } from "@/components/phase/phase-icon";
import { PhaseProgressBar } from "@/components/phase/phase-progress-bar";
import { Progress } from "@/components/ui/progress";
import { formatReadiness, type ReadinessSummary as Summary } from "@/lib/company/rules/readiness-score";
import type { Phase } from "@/lib/queries/phases";
import type { PhaseProgressSummary } from "@/lib/queries/progress";
import { SummarySection } from "./summary-section";

interface ReadinessSummaryProps {
  phases: Phase[];
  progress: Record<string, PhaseProgressSummary>;
  /** The weighted document score: Readiness, overall and per section. */
  summary: Pick<Summary, "overall" | "phases">;
}

/** Readiness overall and per documentation section, with each one's tasks as a count. */
export function ReadinessSummary({ phases, progress, summary }: ReadinessSummaryProps) {
  const completed = phases.reduce((sum, p) => sum + (progress[p.id]?.completed ?? 0), 0);
  const total = phases.reduce((sum, p) => sum + (progress[p.id]?.total ?? 0), 0);
  const overall = summary.overall.score;
  return (
    <SummarySection title="Due-Diligence Readiness">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <span id="readiness-overall" className="text-sm font-medium">
            Readiness
          </span>
          <span className="text-sm text-muted-foreground">
            <span className="text-2xl font-bold text-foreground tabular-nums">{formatReadiness(overall)}</span> · {completed} of {total} tasks
            completed
          </span>
        </div>
        <Progress value={overall ?? 0} aria-labelledby="readiness-overall" className="h-2.5" />
      </div>
      <ul className="grid gap-x-6 gap-y-3 pt-2 sm:grid-cols-2 print:grid-cols-2">
        {phases.map((phase) => {
          const entry = progress[phase.id];
          const score = summary.phases[phase.id]?.score ?? null;
          return (
            <li key={phase.id} className="flex items-center gap-3">
              <PhaseIcon phase={phase} size="sm" className="print:hidden" />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-medium">{phase.name}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {entry?.completed ?? 0} of {entry?.total ?? 0} tasks
                  </span>
                </div>
                <PhaseProgressBar percentage={score} color={phase.color} label={`${phase.name} readiness`} />
              </div>
            </li>
          );
        })}
      </ul>
    </SummarySection>
  );
}
