import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

export const EXPORT_PATH = "/api/account/export";

/**
 * A plain download: the zip is built while it streams and its exact size is sent up front, so
 * the browser's own download bar shows real progress and nothing is held in this tab's memory.
 */
export function ExportCard() {
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        One zip with every file you uploaded, in folders by phase, category and task; your company, team, progress, shared spaces and access logs as
        JSON; and the access logs as CSV. Your browser shows the download&apos;s progress.
      </p>
      <Button asChild variant="outline">
        <a href={EXPORT_PATH} download>
          <Download aria-hidden="true" />
          Export my data
        </a>
      </Button>
    </div>
  );
}
