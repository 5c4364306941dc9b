import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatGain, type Gap } from "@/lib/company/rules/readiness-score";

interface GapListProps {
  gaps: Gap[];
  phaseNames: Record<string, string>;
  /** The list's accessible name. */
  label?: string;
}

/** A short list of gaps (the dashboard's top gaps, the report's next actions); each links to its task on the phase page. */
export function GapList({ gaps, phaseNames, label = "Top gaps" }: GapListProps) {
  return (
    <ol className="divide-y" aria-label={label}>
      {gaps.map((gap) => (
        <li
          key={`${gap.taskId}-${gap.index}`}
          className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0 print:break-inside-avoid"
        >
          <div className="min-w-0 space-y-0.5">
            <Link
              href={`/phase/${gap.phaseId}?task=${gap.taskId}`}
              className="block text-sm font-medium break-words underline-offset-2 hover:underline focus-visible:underline print:no-underline"
            >
              {gap.document}
            </Link>
            <p className="text-xs text-muted-foreground break-words">
              {gap.taskTitle} · {phaseNames[gap.phaseId] ?? "Section"}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge variant={gap.priority === "high" ? "destructive" : gap.priority === "medium" ? "warning" : "secondary"}>
              {gap.priority} · weight {gap.weight}
            </Badge>
            <span className="text-xs text-muted-foreground tabular-nums" title="Points the score gains when this document is held">
              {gap.expired ? "Expired · " : ""}
              {formatGain(gap.gain)} pts
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
