"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useSharedSpaces } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { canConfirm, initialTarget, shareProblem, type DurationOptions, type DurationValue, type ShareMode, type ShareTarget } from "./share-target";
import { ShareTargetFields } from "./share-target-fields";
import { DraftPreviewButton } from "./draft-preview-button";
import { newSpaceInput, useShareSubmit, type ShareMessages, type ShareOutcome } from "./use-share-submit";

export interface ShareFormProps {
  title: string;
  description: ReactNode;
  companyId: string;
  items: ShareableItem[];
  messages: ShareMessages;
  durationOptions: DurationOptions;
  defaultDuration: DurationValue;
  durationLabel?: string;
  /** A fixed mode (the multi-select dialog picks it with its own buttons); otherwise the user chooses. */
  mode?: ShareMode;
  /** Shown above the fields (e.g. the Configure Sharing preview). */
  children?: ReactNode;
  /** Left of Cancel (e.g. Back). */
  extraActions?: ReactNode;
  onCancel(): void;
  onDone(outcome: ShareOutcome): void;
}

/**
 * The body of every "share these items" dialog: new space (name, description, expiry) or an
 * existing one, with the confirm button disabled until the choice is complete (SPEC.md section 5).
 * Mount it inside DialogContent so each opening starts clean.
 */
export function ShareForm(props: ShareFormProps) {
  const { companyId, items, messages, mode } = props;
  const spaces = (useSharedSpaces().data ?? []).filter((s) => s.isActive);
  const [target, setTarget] = useState<ShareTarget>(() => ({ ...initialTarget(props.defaultDuration), mode: mode ?? "new" }));
  const { submit, pending } = useShareSubmit(companyId, messages);
  const problem = shareProblem(target, items.length);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(target, items);
    if (outcome) props.onDone(outcome);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
      </DialogHeader>
      {props.children}
      <ShareTargetFields
        target={target}
        onChange={(patch) => setTarget((t) => ({ ...t, ...patch }))}
        spaces={spaces}
        durationOptions={props.durationOptions}
        durationLabel={props.durationLabel}
        chooseMode={mode === undefined}
      />
      {problem && target.mode === "existing" && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {problem}
        </p>
      )}
      <DialogFooter className="gap-2">
        {props.extraActions}
        {target.mode === "new" && <DraftPreviewButton body={() => newSpaceInput(companyId, target, items)} />}
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canConfirm(target, items.length) || pending}>
          {pending ? "Sharing..." : target.mode === "new" ? "Create & Share" : "Add to Space"}
        </Button>
      </DialogFooter>
    </form>
  );
}
