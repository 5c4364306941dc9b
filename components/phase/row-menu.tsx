"use client";

import type { ReactNode } from "react";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

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

/** The overflow menu of a document row: every action but the primary one. */
export function RowMenu({ documentName, actions, open, onOpenChange, disabled }: RowMenuProps) {
  if (actions.length === 0) return null;
  return (
    // Not modal: an item that opens a dialog must not leave the page inert behind a closed menu.
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="icon-sm" variant="ghost" disabled={disabled} aria-label={`More actions for ${documentName}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
