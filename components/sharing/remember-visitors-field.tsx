"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { validation } from "@/lib/messages/forms";
import { REMEMBER_VISITORS_LABEL } from "@/lib/messages/spaces";
import { parseRememberDays, REMEMBER_VISITOR_DAYS_MAX } from "@/lib/spaces/rules/space-settings";

/**
 * How long a visitor who verified their email with a code may come back in the same browser without
 * a new one. Kept as text so a half-typed value is the founder's until they save.
 */
export function RememberVisitorsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  const invalid = parseRememberDays(value) === null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-remember`}>{REMEMBER_VISITORS_LABEL}</Label>
      <Input
        id={`${id}-remember`}
        type="number"
        inputMode="numeric"
        min={0}
        max={REMEMBER_VISITOR_DAYS_MAX}
        step={1}
        className="w-28"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-remember-help`}
      />
      <p
        id={`${id}-remember-help`}
        className={invalid ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        role={invalid ? "alert" : undefined}
      >
        {invalid
          ? validation.rememberVisitorDays
          : "With email verification on, a visitor who entered a code comes back in the same browser without a new one for this long. 0 asks for a code on every visit."}
      </p>
    </div>
  );
}
