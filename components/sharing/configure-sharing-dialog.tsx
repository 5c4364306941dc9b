"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ACCESS_DURATION_OPTIONS, DEFAULT_ACCESS_DURATION } from "@/lib/spaces/rules/expiry";
import { errors, toasts } from "@/lib/messages/toasts";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { ShareForm } from "./share-form";
import { SharePreview } from "./share-preview";

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
