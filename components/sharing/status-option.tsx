"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { spaceStatusOption } from "@/lib/messages/shared-view";

/** The "Show checklist status" box (off by default): investors then see the founder's progress, not only what was provided. */
export function StatusOption({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3">
      <Checkbox
        id={`${id}-status`}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-status-help`}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`} className="cursor-pointer">
          {spaceStatusOption.label}
        </Label>
        <p id={`${id}-status-help`} className="text-xs text-muted-foreground">
          {checked ? spaceStatusOption.on : spaceStatusOption.off}
        </p>
      </div>
    </div>
  );
}
