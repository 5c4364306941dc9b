"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM, DEFAULT_ACCESS_DURATION } from "@/lib/spaces/rules/expiry";
import { errors, toasts } from "@/lib/messages/toasts";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { canConfirm, initialTarget, type ShareTarget } from "./share-target";
import { ShareTargetFields } from "./share-target-fields";
import { DraftPreviewButton } from "./draft-preview-button";
import { newSpaceInput, useShareSubmit } from "./use-share-submit";

/** The list dialog's form for an empty space (items are added later by drag, menu or multi-select). */
export function NewSpaceForm({ companyId, onCancel, onCreated }: { companyId: string; onCancel(): void; onCreated(space: SharedSpace): void }) {
  const [target, setTarget] = useState<ShareTarget>(() => initialTarget(DEFAULT_ACCESS_DURATION));
  const { submit, pending } = useShareSubmit(companyId, {
    created: toasts.spaceCreated,
    added: toasts.itemsAdded,
    createFailed: errors.createSharedSpace,
    addFailed: errors.addItemsToSpace,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(target, [], { allowEmpty: true });
    if (outcome) onCreated(outcome.space);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4 rounded-lg border bg-muted/30 p-4" noValidate aria-label="New shared space">
      <ShareTargetFields
        target={target}
        onChange={(patch) => setTarget((t) => ({ ...t, ...patch }))}
        spaces={[]}
        durationOptions={ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM}
        chooseMode={false}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <DraftPreviewButton body={() => newSpaceInput(companyId, target, [])} />
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canConfirm(target, 1) || pending}>
          {pending ? "Creating..." : "Create Space"}
        </Button>
      </div>
    </form>
  );
}
