import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RiskFlag } from "@/lib/checklist/risk-flags";
import { NO_FLAGS } from "@/lib/messages/company";

/** Flags raised by the rule-based checks: the rule's name, why, and the items that triggered it. */
export function FlagList({ flags, maxTriggers = Infinity }: { flags: RiskFlag[]; maxTriggers?: number }) {
  if (flags.length === 0) return <p className="text-sm text-muted-foreground">{NO_FLAGS}</p>;
  return (
    <ul className="space-y-4">
      {flags.map((flag) => (
        <li key={flag.id} className="space-y-1.5 print:break-inside-avoid" data-rule={flag.id}>
          <div className="flex items-start gap-2">
            <ShieldAlert
              className={flag.severity === "high" ? "mt-0.5 size-4 shrink-0 text-destructive" : "mt-0.5 size-4 shrink-0 text-warning"}
              aria-hidden="true"
            />
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-semibold">
                <span className="sr-only">Rule: </span>
                {flag.title} <Badge variant={flag.severity === "high" ? "destructive" : "warning"}>{flag.severity}</Badge>
              </p>
              <p className="text-xs text-muted-foreground">{flag.explanation}</p>
              <ul className="space-y-0.5 text-xs" aria-label={`Items that triggered ${flag.title}`}>
                {flag.triggers.slice(0, maxTriggers).map((t) => (
                  <li key={`${t.taskId}-${t.document}`} className="break-words">
                    <Link href={`/phase/${t.phaseId}?task=${t.taskId}`} className="font-medium underline-offset-2 hover:underline print:no-underline">
                      {t.document}
                    </Link>{" "}
                    <span className="text-muted-foreground">
                      ({t.taskTitle}): {t.reason}
                    </span>
                  </li>
                ))}
                {flag.triggers.length > maxTriggers && (
                  <li className="text-muted-foreground">and {flag.triggers.length - maxTriggers} more in the readiness report</li>
                )}
              </ul>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
