import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** The 'Complete' marker of a phase at 100%. */
export function CompleteMarker({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium text-success", className)}>
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Complete
    </span>
  );
}
