"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DEFAULT_PHASE_EXPIRATION, PHASE_EXPIRATION_OPTIONS } from "@/lib/spaces/rules/expiry";
import { errors, toasts } from "@/lib/messages/toasts";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { notifyInvalid } from "./feedback";
import { ShareForm } from "./share-form";
import { ShareLinkDialog } from "./share-link-dialog";
import { SharePreview } from "./share-preview";

interface ShareSelectedTasksDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  items: ShareableItem[];
  onShared?(): void;
}

/** The phase page's 'Share Selected Tasks' dialog: a new space (name, optional description, expiration) or an existing one. */
export function ShareSelectedTasksDialog({ open, onOpenChange, companyId, items, onShared }: ShareSelectedTasksDialogProps) {
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
          <ShareForm
            title="Share Selected Tasks"
            description={`Share ${items.length} ${items.length === 1 ? "task" : "tasks"} with investors through a secure, expiring link.`}
            companyId={companyId}
            items={items}
            messages={{
              created: toasts.sharedSpaceCreatedSuccessfully,
              added: toasts.tasksAddedToSharedSpace,
              createFailed: errors.createSharedSpace,
              addFailed: errors.addTasksToSpace,
            }}
            durationOptions={PHASE_EXPIRATION_OPTIONS}
            defaultDuration={DEFAULT_PHASE_EXPIRATION}
            durationLabel="Expiration"
            onCancel={() => onOpenChange(false)}
            onDone={(outcome) => {
              onOpenChange(false);
              onShared?.();
              if (outcome.kind === "created") setCreated(outcome.space);
            }}
          >
            <SharePreview items={items} />
          </ShareForm>
        </DialogContent>
      </Dialog>
      <ShareLinkDialog space={created} ready open={!!created} onOpenChange={(o) => !o && setCreated(null)} />
    </>
  );
}
