"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DEFAULT_PHASE_EXPIRATION, PHASE_EXPIRATION_OPTIONS } from "@/lib/constants";
import { errors, toasts } from "@/lib/messages";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import { SharePreview } from "./configure-sharing-dialog";
import type { ShareableItem } from "./contract";
import { notifyInvalid } from "./feedback";
import { ShareLinkDialog } from "./share-link-dialog";
import { canConfirm, initialTarget, type ShareTarget } from "./share-target";
import { ShareTargetFields } from "./share-target-fields";
import { useShareSubmit } from "./use-share-submit";

interface ShareSelectedTasksDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  items: ShareableItem[];
  onShared?(): void;
}

/** The phase page's 'Share Selected Tasks' dialog: a new space (name, optional description, expiration) or an existing one. */
export function ShareSelectedTasksDialog({ open, onOpenChange, items, ...rest }: ShareSelectedTasksDialogProps) {
  const [created, setCreated] = useState<SharedSpace | null>(null);
  const empty = open && items.length === 0;

  useEffect(() => {
    if (!empty) return;
    notifyInvalid(toasts.noTasksSelected);
    onOpenChange(false);
  }, [empty, onOpenChange]);

  return (
    <>
      <Dialog open={open && !empty} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-xl">
          <ShareSelectedTasksForm open={open} onOpenChange={onOpenChange} items={items} onCreated={setCreated} {...rest} />
        </DialogContent>
      </Dialog>
      <ShareLinkDialog space={created} ready open={!!created} onOpenChange={(o) => !o && setCreated(null)} />
    </>
  );
}

function ShareSelectedTasksForm({ open, onOpenChange, companyId, items, onShared, onCreated }: ShareSelectedTasksDialogProps & { onCreated(space: SharedSpace): void }) {
  const spaces = (useSharedSpaces({ enabled: open }).data ?? []).filter((s) => s.isActive);
  const [target, setTarget] = useState<ShareTarget>(() => initialTarget(DEFAULT_PHASE_EXPIRATION));
  const { submit, pending } = useShareSubmit(companyId, {
    created: toasts.sharedSpaceCreatedSuccessfully,
    added: toasts.tasksAddedToSharedSpace,
    createFailed: errors.createSharedSpace,
    addFailed: errors.addTasksToSpace,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(target, items);
    if (!outcome) return;
    onOpenChange(false);
    onShared?.();
    if (outcome.kind === "created") onCreated(outcome.space);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Share Selected Tasks</DialogTitle>
        <DialogDescription>
          Share {items.length} {items.length === 1 ? "task" : "tasks"} with investors through a secure, expiring link.
        </DialogDescription>
      </DialogHeader>
      <SharePreview items={items} />
      <ShareTargetFields
        target={target}
        onChange={(patch) => setTarget((t) => ({ ...t, ...patch }))}
        spaces={spaces}
        durationOptions={PHASE_EXPIRATION_OPTIONS}
        durationLabel="Expiration"
      />
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
