import { formatDuration, type SpaceTotals } from "@/lib/spaces/rules/space-analytics";

const STATS: { key: keyof SpaceTotals; label: string }[] = [
  { key: "visits", label: "Visits" },
  { key: "visitors", label: "Visitors" },
  { key: "documentsOpened", label: "Documents opened" },
  { key: "pagesViewed", label: "Pages viewed" },
  { key: "downloads", label: "Downloads" },
  { key: "totalMs", label: "Time reading" },
];

export function AnalyticsTotals({ totals }: { totals: SpaceTotals }) {
  return (
    <section aria-labelledby="analytics-totals">
      <h2 id="analytics-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {STATS.map(({ key, label }) => (
          <div key={key} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`total-${key}`}>
              {key === "totalMs" ? formatDuration(totals[key]) : totals[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
