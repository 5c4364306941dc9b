import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatReadiness } from "@/lib/company/rules/readiness-score";
import { cn } from "@/lib/utils";
import { phaseColors } from "./phase-icon";

interface PhaseProgressBarProps {
  /** The phase's Readiness (0-100); null: nothing in it is required ("–"); undefined: not known yet (a placeholder). */
  percentage: number | null | undefined;
  color: string | null;
  label: string;
  className?: string;
}

/** A phase's Readiness bar in its colour, with the figure beside it. */
export function PhaseProgressBar({ percentage, color, label, className }: PhaseProgressBarProps) {
  if (percentage === undefined) return <Skeleton className={cn("h-4 w-full", className)} />;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Progress
        value={percentage ?? 0}
        aria-label={label}
        indicatorClassName={cn(phaseColors(color).bar, !percentage && "invisible")}
        className="h-1.5 bg-muted"
      />
      <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-muted-foreground">{formatReadiness(percentage)}</span>
    </div>
  );
}
