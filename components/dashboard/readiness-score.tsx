"use client";

import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { ScoreFormula } from "@/components/readiness/score-formula";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { formatScore, type ScoreFigure } from "@/lib/domain/readiness-score";
import type { Phase } from "@/lib/queries/phases";
import { cn } from "@/lib/utils";

interface ReadinessScoreProps {
  overall: ScoreFigure;
  phases: Record<string, ScoreFigure>;
  phaseList: Pick<Phase, "id" | "name">[];
}

/** The weighted readiness score beside SPEC's progress, its formula on demand, and each section's score. */
export function ReadinessScore({ overall, phases, phaseList }: ReadinessScoreProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <div className="space-y-3 border-t pt-3" data-testid="readiness-score">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          Readiness score
        </span>
        <span className="text-sm text-muted-foreground" aria-labelledby={labelId}>
          <span className="text-2xl font-bold text-foreground tabular-nums" data-testid="readiness-score-value">
            {formatScore(overall.score)}
          </span>{" "}
          / 100
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {overall.held} of {overall.required} required documents held, weighted by priority.
      </p>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
          How is this calculated?
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent className="pt-2">
          <ScoreFormula />
        </CollapsibleContent>
      </Collapsible>
      <h3 className="pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Score per section</h3>
      <ul className="space-y-1 text-sm" aria-label="Score per section">
        {phaseList.map((phase) => (
          <li key={phase.id} className="flex justify-between gap-2">
            <span className="min-w-0 truncate text-muted-foreground">{phase.name}</span>
            <span className="shrink-0 font-medium tabular-nums">{formatScore(phases[phase.id]?.score ?? null)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
