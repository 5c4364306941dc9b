"use client";

import { useState } from "react";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { useOnDemand } from "@/components/ui/on-demand";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger";
import { cn } from "@/lib/utils";
import { standInTrigger, warmOn } from "@/components/ui/stand-in-trigger";
import { PRIORITY_LABELS, PRIORITY_TONE, PRIORITY_TRIGGER_CLASS } from "./priority-tone";

// Radix's Select (its collection, popper and focus layers) loads as the pointer or the focus
// reaches the button, or with its first press: a phase page has one per task.
const loadLive = () => import("./priority-select-live").then((m) => m.PrioritySelectLive);

export { PRIORITY_TONE } from "./priority-tone";

interface PrioritySelectProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label: string;
  /** The saved priority is not known yet: a disabled stand-in (no Radix Select) is drawn. */
  loading?: boolean;
}

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
  const [Live, load] = useOnDemand(loadLive);
  if (loading || !live || !Live) {
    const shut = loading || disabled;
    // Pressed before Radix's code arrived: the Select mounts, open, as soon as it has.
    const open = () => {
      if (shut) return;
      setLive(true);
      load();
    };
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
        // The same classes as Radix's trigger (priority-select-live.tsx), drawn without Radix.
        className={cn(SELECT_TRIGGER_CLASS, PRIORITY_TRIGGER_CLASS, PRIORITY_TONE[value])}
        aria-label={label}
        {...warmOn(load)}
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
  return <Live value={value} onChange={onChange} disabled={disabled} label={label} />;
}
