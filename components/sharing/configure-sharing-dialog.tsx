"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ACCESS_DURATION_OPTIONS, CONFIGURE_PREVIEW_COUNT, DEFAULT_ACCESS_DURATION } from "@/lib/constants";
import { errors, toasts } from "@/lib/messages";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { ItemTypeIcon } from "./item-type-icon";
import { ShareForm } from "./share-form";

interface ConfigureSharingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  items: ShareableItem[];
  /** A new space was created (the caller shows 'Share Link Ready!'). */
  onCreated?(space: SharedSpace): void;
  /** Items were shared either way (e.g. to clear a selection). */
  onShared?(): void;
}

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

export function ConfigureSharingDialog({ open, onOpenChange, companyId, items, onCreated, onShared }: ConfigureSharingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <ShareForm
          title="Configure Sharing"
          description="Choose where these items go. Investors get a read-only link."
          companyId={companyId}
          items={items}
          messages={{
            created: toasts.sharedSpaceCreated,
            added: items.length === 1 ? toasts.itemAdded : toasts.itemsAdded,
            createFailed: errors.createSharedSpace,
            addFailed: errors.addItemsToSpace,
          }}
          durationOptions={ACCESS_DURATION_OPTIONS}
          defaultDuration={DEFAULT_ACCESS_DURATION}
          onCancel={() => onOpenChange(false)}
          onDone={(outcome) => {
            onOpenChange(false);
            onShared?.();
            if (outcome.kind === "created") onCreated?.(outcome.space);
          }}
        >
          <SharePreview items={items} />
        </ShareForm>
      </DialogContent>
    </Dialog>
  );
}
