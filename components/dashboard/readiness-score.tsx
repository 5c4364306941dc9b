"use client";

import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { ScoreFormula } from "@/components/readiness/score-formula";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { CONTRIBUTION_SENTENCE, formatReadiness, formatScore, type Contribution, type ScoreFigure } from "@/lib/company/rules/readiness-score";
import type { Phase } from "@/lib/queries/phases";
import { cn } from "@/lib/utils";

interface ReadinessScoreProps {
  phases: Record<string, ScoreFigure>;
  contributions: Record<string, Contribution>;
  phaseList: Pick<Phase, "id" | "name">[];
}

/** How Readiness is calculated (on demand) and what each section contributes to it, in points of 100. */
export function ReadinessScore({ phases, contributions, phaseList }: ReadinessScoreProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3 border-t pt-3" data-testid="readiness-score">
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
          How is this calculated?
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent className="space-y-2 pt-2">
          <ScoreFormula />
          <p className="text-sm text-muted-foreground">{CONTRIBUTION_SENTENCE}</p>
        </CollapsibleContent>
      </Collapsible>
      <h3 className="pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Points per section</h3>
      <ul className="space-y-1 text-sm" aria-label="Points per section">
        {phaseList.map((phase) => {
          const part = contributions[phase.id];
          return (
            <li key={phase.id} className="flex justify-between gap-2">
              <span className="min-w-0 truncate text-muted-foreground">{phase.name}</span>
              <span className="shrink-0 tabular-nums">
                {part ? (
                  <>
                    <span className="font-medium">{formatScore(part.points)}</span> of {formatScore(part.possible)} pts
                  </>
                ) : (
                  formatReadiness(phases[phase.id]?.score ?? null)
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
