import { format } from "date-fns";
import { ChevronRight } from "lucide-react";
import { formatDuration, type VisitorStat } from "@/lib/spaces/rules/space-analytics";
import { VisitTimelineList } from "./visit-timeline";

/** One disclosure per visitor (latest first): their totals, and when opened their visits in order. */
export function VisitorList({ visitors }: { visitors: VisitorStat[] }) {
  return (
    <section aria-labelledby="analytics-visitors" className="space-y-3">
      <h2 id="analytics-visitors" className="text-lg font-semibold">
        Visitors
      </h2>
      <ul className="space-y-2">
        {visitors.map((v) => (
          <li key={v.email} className="rounded-lg border bg-card">
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start gap-2 rounded-lg p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                <ChevronRight className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-all">{v.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {v.visits} {v.visits === 1 ? "visit" : "visits"} · {v.documentsOpened} opened · {v.pagesViewed}{" "}
                    {v.pagesViewed === 1 ? "page" : "pages"} · {formatDuration(v.totalMs)} · {v.downloads}{" "}
                    {v.downloads === 1 ? "download" : "downloads"} · last seen {format(v.lastSeen, "MMM d, HH:mm")}
                  </p>
                </div>
              </summary>
              <div className="border-t p-3">
                <VisitTimelineList timeline={v.timeline} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
