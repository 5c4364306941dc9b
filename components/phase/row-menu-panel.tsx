"use client";

import type { ReactNode } from "react";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useFirstItemFocus, type FirstPress } from "@/components/ui/stand-in-trigger";

export interface RowMenuAction {
  label: string;
  /** Shown instead of the label when it is more than a word (a count fetched on opening). */
  content?: ReactNode;
  icon: LucideIcon;
  onSelect(): void;
  destructive?: boolean;
}

interface RowMenuPanelProps {
  label: string;
  actions: RowMenuAction[];
  open: boolean;
  onOpenChange(open: boolean): void;
  disabled?: boolean;
  /** How the row's button was first pressed: a key press opens on the first item. */
  first: FirstPress;
}

/** A document row's Radix menu, mounted (open) by the row's button on its first press (row-menu.tsx). */
export function RowMenuPanel({ label, actions, open, onOpenChange, disabled, first }: RowMenuPanelProps) {
  const focusFirstItem = useFirstItemFocus(first);
  return (
    // Not modal: an item that opens a dialog must not leave the page inert behind a closed menu.
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="icon-sm" variant="ghost" disabled={disabled} aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        {actions.map((action) => (
          <DropdownMenuItem key={action.label} onSelect={action.onSelect} variant={action.destructive ? "destructive" : "default"}>
            <action.icon aria-hidden="true" />
            {action.content ?? action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
