import { format } from "date-fns";
import { EVENT_KINDS, formatDuration, type EventRow, type VisitTimeline } from "@/lib/spaces/rules/space-analytics";

function describe(e: EventRow): string {
  if (e.kind === EVENT_KINDS.open) return `Opened ${e.fileName}`;
  if (e.kind === EVENT_KINDS.download) return `Downloaded ${e.fileName}`;
  return `Read page ${e.page} of ${e.fileName} for ${formatDuration(e.durationMs ?? 0)}`;
}

/** A visitor's visits in order, each with what happened in it. */
export function VisitTimelineList({ timeline }: { timeline: VisitTimeline[] }) {
  return (
    <ol className="space-y-4" aria-label="Visits in order">
      {timeline.map((visit) => (
        <li key={visit.visitId} className="space-y-1">
          <p className="text-sm font-medium">
            Visit on <time dateTime={visit.startedAt.toISOString()}>{format(visit.startedAt, "MMM d, yyyy HH:mm")}</time>
            <span className="font-normal text-muted-foreground"> · {formatDuration(visit.totalMs)} reading</span>
          </p>
          {visit.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">Looked at the space, opened no documents.</p>
          ) : (
            <ol className="ml-1 space-y-1 border-l pl-3">
              {visit.events.map((e, i) => (
                <li key={i} className="grid grid-cols-[3.25rem_1fr] gap-2 text-sm">
                  <time dateTime={e.occurredAt.toISOString()} className="text-muted-foreground tabular-nums">
                    {format(e.occurredAt, "HH:mm")}
                  </time>
                  <span className="min-w-0 break-words">{describe(e)}</span>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
