import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { LinkPendingIcon } from "@/components/layout/link-pending";
import { CompleteMarker } from "@/components/phase/complete-marker";
import { PhaseIcon } from "@/components/phase/phase-icon";
import { PhaseProgressBar } from "@/components/phase/phase-progress-bar";
import type { ScoreFigure } from "@/lib/company/rules/readiness-score";
import type { PhaseProgressSummary } from "@/lib/queries/progress";
import type { Phase } from "@/lib/queries/phases";

interface PhaseSectionCardProps {
  phase: Phase;
  /** Task completion, shown as a count ("3 of 10 tasks"), never as a percentage. */
  progress: PhaseProgressSummary | undefined;
  /** The phase's Readiness (weighted documents), computed on the server: the bar's one figure. */
  score?: ScoreFigure;
}

/** One phase in the 'Documentation Sections' grid; the whole card links to the phase page. */
export function PhaseSectionCard({ phase, progress, score }: PhaseSectionCardProps) {
  // One figure per section: its Readiness ("–" when nothing in it is required); tasks are a count.
  const percentage = score?.score;
  return (
    <Link
      href={`/phase/${phase.id}`}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs outline-none transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex items-start gap-3">
        <PhaseIcon phase={phase} />
        <span className="min-w-0 flex-1">
          <span className="block leading-snug font-semibold">{phase.name}</span>
          {progress && (
            <span className="text-xs text-muted-foreground">
              {progress.completed} of {progress.total} tasks
            </span>
          )}
        </span>
        {(percentage ?? 0) >= 100 ? (
          <CompleteMarker className="shrink-0" />
        ) : (
          <LinkPendingIcon>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </LinkPendingIcon>
        )}
      </span>
      {phase.description && <span className="line-clamp-3 text-sm text-muted-foreground">{phase.description}</span>}
      <PhaseProgressBar percentage={percentage} color={phase.color} label={`${phase.name} readiness`} className="mt-auto" />
    </Link>
  );
}
