import { BarChart3 } from "lucide-react";
import { spaceAnalyticsMessages } from "@/lib/messages/analytics";

export function EmptyAnalytics() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <BarChart3 className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-medium">{spaceAnalyticsMessages.noVisits}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{spaceAnalyticsMessages.noVisitsHint}</p>
    </div>
  );
}
