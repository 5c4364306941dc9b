"use client";

import { Flag } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PRIORITIES } from "@/lib/checklist/types";
import { cn } from "@/lib/utils";
import { PRIORITY_LABELS, PRIORITY_TONE, PRIORITY_TRIGGER_CLASS } from "./priority-tone";

interface PrioritySelectLiveProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label: string;
}

/** Radix's Select for a task's priority, mounted open by its stand-in's first press (priority-select.tsx). */
export function PrioritySelectLive({ value, onChange, disabled, label }: PrioritySelectLiveProps) {
  return (
    <Select defaultOpen value={value} onValueChange={(next) => next !== value && onChange(next)} disabled={disabled}>
      <SelectTrigger size="sm" aria-label={label} className={cn(PRIORITY_TRIGGER_CLASS, PRIORITY_TONE[value])}>
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
