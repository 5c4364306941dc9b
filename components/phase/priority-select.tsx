"use client";

import { Flag } from "lucide-react";
import { useState } from "react";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { Select, SelectContent, SelectItem, SELECT_TRIGGER_CLASS, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PRIORITIES } from "@/lib/checklist/types";
import { cn } from "@/lib/utils";
import { standInTrigger } from "@/components/ui/stand-in-trigger";

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

const TRIGGER_CLASS = "w-[8rem] bg-background";

/** Ids of the icons a page using `<PrioritySelect>` puts in its `<IconSprite>`. */
export const PRIORITY_SPRITE = { flag: "i-flag", chevron: "i-chevron-down" } as const;

/** The keys that open Radix Select's trigger. */
const OPEN_KEYS = new Set([" ", "Enter", "ArrowUp", "ArrowDown"]);

/**
 * Until the founder first reaches for it, the priority is a plain button that looks and reads as
 * Radix Select's closed trigger (role, name, value); the first press (pointer or an opening key)
 * swaps in the real Select, already open (components/ui/stand-in-trigger.ts). A phase page has one per task:
 * mounted up front, they were hundreds of components rendered and kept on every page load.
 */
export function PrioritySelect({ value, onChange, disabled, label, loading }: PrioritySelectProps) {
  const [live, setLive] = useState(false);
  if (loading || !live) {
    const shut = loading || disabled;
    const open = () => !shut && setLive(true);
    return (
      <button
        type="button"
        // Radix's closed trigger, which has no listbox to point aria-controls at yet.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        disabled={shut}
        data-disabled={shut ? "" : undefined}
        data-state="closed"
        data-slot="select-trigger"
        data-size="sm"
        // The same classes as the real trigger below, drawn without Radix.
        className={cn(SELECT_TRIGGER_CLASS, TRIGGER_CLASS, PRIORITY_TONE[value])}
        aria-label={label}
        {...standInTrigger(open, OPEN_KEYS)}
      >
        <SpriteIcon icon={PRIORITY_SPRITE.flag} className="size-3.5" />
        <span data-slot="select-value" className="pointer-events-none">
          {loading ? null : PRIORITY_LABELS[value]}
        </span>
        <SpriteIcon icon={PRIORITY_SPRITE.chevron} className="size-4 opacity-50" />
      </button>
    );
  }
  return (
    <Select defaultOpen value={value} onValueChange={(next) => next !== value && onChange(next)} disabled={disabled}>
      <SelectTrigger size="sm" aria-label={label} className={cn(TRIGGER_CLASS, PRIORITY_TONE[value])}>
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
