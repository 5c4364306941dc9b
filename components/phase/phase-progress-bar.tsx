import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { phaseColors } from "./phase-icon";

interface PhaseProgressBarProps {
  percentage: number | null;
  color: string | null;
  label: string;
  className?: string;
}

/** A phase's percent bar in its colour, with the number beside it. */
export function PhaseProgressBar({ percentage, color, label, className }: PhaseProgressBarProps) {
  if (percentage === null) return <Skeleton className={cn("h-4 w-full", className)} />;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Progress
        value={percentage}
        aria-label={label}
        indicatorClassName={cn(phaseColors(color).bar, percentage === 0 && "invisible")}
        className="h-1.5 bg-muted"
      />
      <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-muted-foreground">{percentage}%</span>
    </div>
  );
}
