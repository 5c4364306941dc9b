"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EXPIRY_HINT } from "@/lib/messages/documents";

interface ExpiryFieldProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** Replaces the default hint (e.g. when the date was pre-filled). */
  hint?: string;
}

/** The optional "Expires on" date of a document (YYYY-MM-DD, as the date input gives it). */
export function ExpiryField({ value, onChange, disabled, hint = EXPIRY_HINT }: ExpiryFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Expires on</Label>
      <Input
        id={inputId}
        type="date"
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className="w-fit"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
