"use client";

import { formatDistanceToNow } from "date-fns";
import { useActivity } from "@/lib/queries/work";
import { DashboardQueryCard } from "./dashboard-card";

/** "Recent activity": who uploaded, removed, restored, shared and changed what (50 latest). */
export function ActivityCard({ companyId }: { companyId: string }) {
  const query = useActivity(companyId);
  return (
    <DashboardQueryCard
      titleId="activity-title"
      title="Recent activity"
      query={query}
      items={query.data ?? []}
      loadingLabel="Loading recent activity"
      error="Recent activity could not be loaded. Reload the page to try again."
      empty="Nothing yet. Uploads, shares and assignments will show here."
    >
      {(entries) => (
        <ol aria-labelledby="activity-title" className="max-h-96 space-y-3 overflow-y-auto pr-1">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="break-words">
                <span className="font-medium">{entry.actorName ?? "A former member"}</span> {entry.summary}
              </p>
              <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()} className="text-xs text-muted-foreground">
                {formatDistanceToNow(new Date(entry.createdAt), { addSuffix: true })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </DashboardQueryCard>
  );
}
