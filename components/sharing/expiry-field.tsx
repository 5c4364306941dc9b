"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CUSTOM_EXPIRY_FALLBACK_DAYS } from "@/lib/spaces/rules/expiry";
import type { DurationOptions, DurationValue } from "./share-target";
import { localToday } from "@/lib/format";
import { customDateProblem } from "./share-target";

interface ExpiryFieldProps {
  label: string;
  options: DurationOptions;
  value: DurationValue;
  customDate: string;
  onChange(patch: { duration?: DurationValue; customDate?: string }): void;
}

export function ExpiryField({ label, options, value, customDate, onChange }: ExpiryFieldProps) {
  const id = useId();
  // Said next to the date, so a disabled "Create & Share" never goes unexplained.
  const dateProblem = value === "custom" ? customDateProblem(customDate) : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-duration`}>{label}</Label>
        <Select value={value} onValueChange={(duration) => onChange({ duration: duration as DurationValue })}>
          <SelectTrigger id={`${id}-duration`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {value === "custom" && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Expires on</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={localToday()}
            value={customDate}
            onChange={(e) => onChange({ customDate: e.target.value })}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${id}-date-error` : `${id}-date-hint`}
          />
          {dateProblem ? (
            <p id={`${id}-date-error`} className="text-sm text-destructive" role="alert">
              {dateProblem}
            </p>
          ) : (
            <p id={`${id}-date-hint`} className="text-xs text-muted-foreground">
              {`Leave empty for ${CUSTOM_EXPIRY_FALLBACK_DAYS} days.`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
