"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ACCESS_DURATION_OPTIONS, CONFIGURE_PREVIEW_COUNT, DEFAULT_ACCESS_DURATION } from "@/lib/constants";
import { errors, toasts } from "@/lib/messages";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { ItemTypeIcon } from "./item-type-icon";
import { canConfirm, initialTarget, shareProblem, type ShareTarget } from "./share-target";
import { ShareTargetFields } from "./share-target-fields";
import { useShareSubmit } from "./use-share-submit";

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

export function ConfigureSharingDialog(props: ConfigureSharingDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <ConfigureSharingForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts from a clean form. */
function ConfigureSharingForm({ open, onOpenChange, companyId, items, onCreated, onShared }: ConfigureSharingDialogProps) {
  const spaces = (useSharedSpaces({ enabled: open }).data ?? []).filter((s) => s.isActive);
  const [target, setTarget] = useState<ShareTarget>(() => initialTarget(DEFAULT_ACCESS_DURATION));
  const { submit, pending } = useShareSubmit(companyId, {
    created: toasts.sharedSpaceCreated,
    added: items.length === 1 ? toasts.itemAdded : toasts.itemsAdded,
    createFailed: errors.createSharedSpace,
    addFailed: errors.addItemsToSpace,
  });

  const problem = shareProblem(target, items.length);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(target, items);
    if (!outcome) return;
    onOpenChange(false);
    onShared?.();
    if (outcome.kind === "created") onCreated?.(outcome.space);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Configure Sharing</DialogTitle>
        <DialogDescription>Choose where these items go. Investors get a read-only link.</DialogDescription>
      </DialogHeader>
      <SharePreview items={items} />
      <ShareTargetFields
        target={target}
        onChange={(patch) => setTarget((t) => ({ ...t, ...patch }))}
        spaces={spaces}
        durationOptions={ACCESS_DURATION_OPTIONS}
      />
      {problem && target.mode === "existing" && <p className="text-sm text-muted-foreground">{problem}</p>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canConfirm(target, items.length) || pending}>
          {pending ? "Sharing..." : target.mode === "new" ? "Create & Share" : "Add to Space"}
        </Button>
      </DialogFooter>
    </form>
  );
}
