"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { INCLUDE_NOTES_LABEL } from "@/lib/messages/spaces";

/** What a visitor of the space will see, said where the founder decides. */
export function visibilitySentence(includeNotes: boolean): string {
  return includeNotes
    ? "Investors see these items' documents and files as they are now, kept up to date as you work, read-only, together with the notes of the shared tasks."
    : "Investors see these items' documents and files as they are now, kept up to date as you work, read-only. Your task notes stay private unless you tick this.";
}

/** The "Include task notes" box (unticked by default) with the sentence saying what investors see. */
export function NotesOption({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3">
      <Checkbox
        id={`${id}-notes`}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-notes-help`}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-notes`} className="cursor-pointer">
          {INCLUDE_NOTES_LABEL}
        </Label>
        <p id={`${id}-notes-help`} className="text-xs text-muted-foreground">
          {visibilitySentence(checked)}
        </p>
      </div>
    </div>
  );
}
