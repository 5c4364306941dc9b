"use client";

import { useId, useState } from "react";
import { FolderPlus, FolderInput } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { pickerStatus } from "@/lib/spaces/rules/expiry";
import { validation } from "@/lib/messages/forms";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { cn } from "@/lib/utils";
import { ExpiryField } from "./expiry-field";
import { RememberVisitorsField } from "./remember-visitors-field";
import { StatusOption } from "./status-option";
import { NotesOption } from "./notes-option";
import { ViewerOptions } from "./viewer-options";
import { AccessControls } from "./access-controls";
import type { DurationOptions, ShareMode, ShareTarget } from "./share-target";

interface ShareTargetFieldsProps {
  target: ShareTarget;
  onChange(patch: Partial<ShareTarget>): void;
  /** Spaces the user may add to (inactive ones are hidden from pickers). */
  spaces: SharedSpace[];
  durationOptions: DurationOptions;
  durationLabel?: string;
  /** Show the new/existing choice; without it the fields are for the mode given in `target`. */
  chooseMode?: boolean;
  newLabel?: string;
  existingLabel?: string;
}

export function ShareTargetFields({
  target,
  onChange,
  spaces,
  durationOptions,
  durationLabel = "Access Duration",
  chooseMode = true,
  newLabel = "Create New Space",
  existingLabel = "Add to Existing Space",
}: ShareTargetFieldsProps) {
  const id = useId();
  const [nameTouched, setNameTouched] = useState(false);
  const nameMissing = nameTouched && !target.name.trim();
  const choices: { mode: ShareMode; label: string; Icon: typeof FolderPlus; disabled: boolean }[] = [
    { mode: "new", label: newLabel, Icon: FolderPlus, disabled: false },
    { mode: "existing", label: existingLabel, Icon: FolderInput, disabled: spaces.length === 0 },
  ];

  return (
    <div className="grid gap-4">
      {chooseMode && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Share to</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {choices.map(({ mode, label, Icon, disabled }) => (
              <label
                key={mode}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  target.mode === mode ? "border-primary bg-primary/5" : "hover:bg-accent",
                  disabled && "cursor-not-allowed opacity-50",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={target.mode === mode}
                  disabled={disabled}
                  onChange={() => onChange({ mode })}
                  className="sr-only"
                />
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-medium">{label}</span>
              </label>
            ))}
          </div>
          {spaces.length === 0 && <p className="text-xs text-muted-foreground">You have no shared spaces yet.</p>}
        </fieldset>
      )}

      {target.mode === "new" ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Space name *</Label>
            <Input
              id={`${id}-name`}
              value={target.name}
              maxLength={200}
              placeholder="e.g. Series A data room"
              onChange={(e) => onChange({ name: e.target.value })}
              onBlur={() => setNameTouched(true)}
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? `${id}-name-error` : undefined}
              autoComplete="off"
            />
            {nameMissing && (
              <p id={`${id}-name-error`} className="text-sm text-destructive" role="alert">
                {validation.sharedSpaceNameRequired}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea
              id={`${id}-description`}
              value={target.description}
              maxLength={2000}
              rows={2}
              placeholder="What investors will find here"
              onChange={(e) => onChange({ description: e.target.value })}
            />
          </div>
          <ExpiryField label={durationLabel} options={durationOptions} value={target.duration} customDate={target.customDate} onChange={onChange} />
          <RememberVisitorsField value={target.rememberDays} onChange={(rememberDays) => onChange({ rememberDays })} />
          <NotesOption checked={target.includeNotes} onChange={(includeNotes) => onChange({ includeNotes })} />
          <StatusOption checked={target.showChecklistStatus} onChange={(showChecklistStatus) => onChange({ showChecklistStatus })} />
          <ViewerOptions value={target} onChange={onChange} />
          <AccessControls value={target.access} onChange={(access) => onChange({ access })} />
        </>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-space`}>Shared space</Label>
          <Select value={target.spaceId} onValueChange={(spaceId) => onChange({ spaceId })}>
            <SelectTrigger id={`${id}-space`}>
              <SelectValue placeholder={validation.selectSpace} />
            </SelectTrigger>
            <SelectContent>
              {spaces.map((space) => (
                <SelectItem key={space.id} value={space.id}>
                  {space.name} ({pickerStatus(space.expiresAt)})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">
            Investors see the items as they are now, kept up to date, read-only; task notes only if this space includes them.
          </p>
        </div>
      )}
    </div>
  );
}
