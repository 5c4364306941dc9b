import { TriangleAlert } from "lucide-react";
import { equityTotal } from "@/lib/company/rules/equity";
import { formatPercent } from "@/lib/format";
import { profileMessages } from "@/lib/messages/profile";
import { cn } from "@/lib/utils";

/** Under the founders: what their equity adds up to, with a warning (never a refusal) past 100%. */
export function FounderEquityTotal({ values }: { values: readonly unknown[] }) {
  const total = equityTotal(values);
  if (!total) return null;
  return (
    <div
      role="status"
      className={cn(
        "space-y-1 rounded-md border px-3 py-2 text-sm",
        total.over ? "border-amber-300 bg-amber-50 text-amber-950" : "text-muted-foreground",
      )}
    >
      <p className="font-medium">{profileMessages.equityTotal(formatPercent(total.percent) ?? "")}</p>
      {total.over && (
        <p className="flex items-start gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {profileMessages.equityOver}
        </p>
      )}
    </div>
  );
}
