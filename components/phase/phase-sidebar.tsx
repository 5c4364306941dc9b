import { memo } from "react";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ScoreFigure } from "@/lib/company/rules/readiness-score";
import type { Phase } from "@/lib/queries/phases";
import { cn } from "@/lib/utils";
import { CompleteMarker } from "./complete-marker";
import { PhaseIcon } from "./phase-icon";
import type { PhaseProgressMap } from "./phase-progress-map";
import { PhaseProgressBar } from "./phase-progress-bar";

interface PhaseSidebarProps {
  phases: Phase[];
  currentId: string;
  /** Task completion per phase, shown as a count. */
  map: PhaseProgressMap;
  /** Each phase's Readiness (the dashboard's figure): the bar's one percentage. */
  scores: Record<string, ScoreFigure>;
}

/**
 * 'Documentation Sections': every phase with its colour, icon and Readiness, the current one
 * highlighted. The page hands it new figure objects on every save; it draws again only when a
 * figure it shows has changed (sameFigures).
 */
export const PhaseSidebar = memo(function PhaseSidebar({ phases, currentId, map, scores }: PhaseSidebarProps) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Documentation Sections</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-2">
        <nav aria-label="Documentation Sections">
          <ul className="space-y-1">
            {phases.map((phase) => {
              const entry = map[phase.id];
              const percentage = scores[phase.id]?.score ?? null;
              const current = phase.id === currentId;
              return (
                <li key={phase.id}>
                  <Link
                    href={`/phase/${phase.id}`}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "flex items-start gap-3 rounded-lg px-2 py-2.5 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      current && "bg-accent ring-1 ring-primary/30",
                    )}
                  >
                    <PhaseIcon phase={phase} size="sm" />
                    <span className="min-w-0 flex-1 space-y-1.5">
                      <span className="flex items-start justify-between gap-2">
                        <span className={cn("text-sm leading-snug", current ? "font-semibold" : "font-medium")}>{phase.name}</span>
                        {percentage !== null && percentage >= 100 && <CompleteMarker className="shrink-0" />}
                      </span>
                      <PhaseProgressBar percentage={percentage} color={phase.color} label={`${phase.name} readiness`} />
                      {entry && (
                        <span className="block text-xs text-muted-foreground">
                          {entry.completed} of {entry.total} tasks
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </CardContent>
    </Card>
  );
}, sameFigures);

/** The same phases with the same counts and Readiness: what the sidebar shows, compared by value. */
function sameFigures(a: PhaseSidebarProps, b: PhaseSidebarProps): boolean {
  if (a.phases !== b.phases || a.currentId !== b.currentId) return false;
  return a.phases.every(({ id }) => {
    const [before, after] = [a.map[id], b.map[id]];
    const sameCount = before === after || (!!before && !!after && before.completed === after.completed && before.total === after.total);
    return sameCount && a.scores[id]?.score === b.scores[id]?.score;
  });
}
