"use client";

import { Flag } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PRIORITIES } from "@/lib/checklist/types";
import { cn } from "@/lib/utils";

export const PRIORITY_LABELS: Record<string, string> = { high: "High", medium: "Medium", low: "Low" };

/** Text colour per priority; the word is always shown too, so colour is never the only signal. */
export const PRIORITY_TONE: Record<string, string> = {
  high: "text-red-700 dark:text-red-300",
  medium: "text-amber-700 dark:text-amber-300",
  low: "text-slate-600 dark:text-slate-300",
};

interface PrioritySelectProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label: string;
}

export function PrioritySelect({ value, onChange, disabled, label }: PrioritySelectProps) {
  return (
    <Select value={value} onValueChange={(next) => next !== value && onChange(next)} disabled={disabled}>
      <SelectTrigger size="sm" aria-label={label} className={cn("w-[8rem] bg-background", PRIORITY_TONE[value])}>
        <Flag aria-hidden="true" className="size-3.5" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PRIORITIES.map((p) => (
          <SelectItem key={p} value={p} className={PRIORITY_TONE[p]}>
            {PRIORITY_LABELS[p]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
