"use client";

import { useState, type ReactNode } from "react";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { MENU_OPEN_KEYS, standInTrigger, useFirstItemFocus, type FirstPress } from "@/components/ui/stand-in-trigger";

export interface RowMenuAction {
  label: string;
  /** Shown instead of the label when it is more than a word (a count fetched on opening). */
  content?: ReactNode;
  icon: LucideIcon;
  onSelect(): void;
  destructive?: boolean;
}

interface RowMenuProps {
  documentName: string;
  actions: RowMenuAction[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** While the row saves. */
  disabled?: boolean;
}

/**
 * The overflow menu of a document row: every action but the primary one. Until it is first opened
 * it is a plain button that reads as the menu's closed trigger; the first press, or the row's menu
 * key (`open` set by the row), mounts the Radix menu already open, and it stays mounted from then
 * on (its focus goes back to its trigger on closing). A task holds a row per document and a phase
 * page with every task expanded dozens of rows: their menus, mounted up front, were most of the
 * components an expanded task rendered.
 */
export function RowMenu({ documentName, actions, open, onOpenChange, disabled }: RowMenuProps) {
  const [first, setFirst] = useState<FirstPress | null>(null);
  const focusFirstItem = useFirstItemFocus(first);
  // Opened by the row's own keys (the menu key, Shift+F10) before the menu was ever mounted.
  if (open && first === null) setFirst("keyboard");
  if (actions.length === 0) return null;
  const label = `More actions for ${documentName}`;
  if (first === null && !open) {
    const press = (how: FirstPress) => {
      if (disabled) return;
      setFirst(how);
      onOpenChange(true);
    };
    return (
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        disabled={disabled}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
        {...standInTrigger(press, MENU_OPEN_KEYS)}
      >
        <MoreHorizontal aria-hidden="true" />
      </Button>
    );
  }
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
