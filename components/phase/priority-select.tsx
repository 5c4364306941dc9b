"use client";

import { Flag } from "lucide-react";
import { SpriteIcon } from "@/components/ui/icon-sprite";
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
  /** The saved priority is not known yet: a disabled stand-in (no Radix Select) is drawn. */
  loading?: boolean;
}

/**
 * `<SelectTrigger size="sm">` as `<PrioritySelect>` draws it while the priority is still loading
 * (disabled, no value yet): the same element, classes and accessible name, without Radix Select's
 * provider tree, which the phase page server-rendered once per task card.
 */
const LOADING_TRIGGER_CLASS =
  "flex items-center justify-between gap-2 rounded-md border border-input px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 w-[8rem] bg-background";

/** Ids of the icons a page using `<PrioritySelect loading>` puts in its `<IconSprite>`. */
export const PRIORITY_SPRITE = { flag: "i-flag", chevron: "i-chevron-down" } as const;

export function PrioritySelect({ value, onChange, disabled, label, loading }: PrioritySelectProps) {
  if (loading) {
    return (
      <button
        type="button"
        // Radix's closed trigger, which has no listbox to point aria-controls at yet.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        disabled
        data-disabled=""
        data-state="closed"
        data-slot="select-trigger"
        data-size="sm"
        className={`${LOADING_TRIGGER_CLASS} ${PRIORITY_TONE[value] ?? ""}`}
        aria-label={label}
      >
        <SpriteIcon icon={PRIORITY_SPRITE.flag} className="size-3.5" />
        <span data-slot="select-value" className="pointer-events-none" />
        <SpriteIcon icon={PRIORITY_SPRITE.chevron} className="size-4 opacity-50" />
      </button>
    );
  }
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
