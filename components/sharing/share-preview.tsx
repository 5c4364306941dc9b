import { CONFIGURE_PREVIEW_COUNT } from "@/lib/constants";
import type { ShareableItem } from "./contract";
import { ItemTypeIcon } from "./item-type-icon";

/** SPEC.md section 9: the first 5 items, then '...and N more'. */
export function SharePreview({ items }: { items: ShareableItem[] }) {
  const shown = items.slice(0, CONFIGURE_PREVIEW_COUNT);
  const more = items.length - shown.length;
  return (
    <div className="rounded-lg border bg-muted/40 p-3">
      <p className="mb-2 text-sm font-medium">
        {items.length} {items.length === 1 ? "item" : "items"} to share
      </p>
      <ul className="grid gap-1.5 text-sm" aria-label="Items to share">
        {shown.map((item) => (
          <li key={`${item.itemType}|${item.itemId}`} className="flex min-w-0 items-center gap-2">
            <ItemTypeIcon type={item.itemType} />
            <span className="truncate">{item.label}</span>
          </li>
        ))}
        {more > 0 && <li className="text-muted-foreground">...and {more} more</li>}
      </ul>
    </div>
  );
}
