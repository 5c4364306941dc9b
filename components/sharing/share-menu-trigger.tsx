"use client";

import type { ComponentProps } from "react";
import { Check, MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface ShareMenuProps {
  label: string;
  selected: boolean;
  shareLabel: string;
  onShare(): void;
  onToggle(): void;
}

/** The round button of a card's share menu, the same before and after the menu's code has loaded. */
export function ShareMenuTrigger({ label, selected, ...props }: { label: string; selected: boolean } & ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="ghost" size="icon-sm" className="size-6 rounded-full" aria-label={`Share options for ${label}`} {...props}>
      {selected ? <Check className="size-3.5 text-primary" aria-hidden="true" /> : <MoreHorizontal className="size-3.5" aria-hidden="true" />}
    </Button>
  );
}
