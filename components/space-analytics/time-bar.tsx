import { formatDuration } from "@/lib/spaces/rules/space-analytics";

/** A horizontal bar for a time against the longest in its chart; the number is always written beside it. */
export function TimeBar({ label, ms, maxMs, page }: { label: string; ms: number; maxMs: number; page?: number }) {
  const width = maxMs > 0 ? Math.max(2, Math.round((ms / maxMs) * 100)) : 0;
  return (
    <div className="grid grid-cols-[4.5rem_1fr_4rem] items-center gap-2 text-sm" data-page={page} data-ms={ms}>
      <span className="truncate text-muted-foreground">{label}</span>
      <span className="h-3 rounded-sm bg-muted" aria-hidden="true">
        <span className="block h-full rounded-sm bg-primary" style={{ width: `${width}%` }} />
      </span>
      <span className="text-right tabular-nums">{formatDuration(ms)}</span>
    </div>
  );
}
