"use client";

import { useEffect, useState } from "react";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/on-demand";
import { menuStandIn, type FirstPress } from "@/components/ui/stand-in-trigger";
import type { RowMenuAction } from "./row-menu-panel";

// Radix's menu (its collection, focus and popper layers) loads as the pointer or the focus reaches
// a row's button, or with its first opening: a phase page draws a menu per document row and most
// visits open none.
const loadPanel = () => import("./row-menu-panel").then((m) => m.RowMenuPanel);

export type { RowMenuAction } from "./row-menu-panel";

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
  const [Panel, load] = useOnDemand(loadPanel);
  // Opened by the row's own keys (the menu key, Shift+F10) before the menu was ever mounted.
  if (open && first === null) setFirst("keyboard");
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  if (actions.length === 0) return null;
  const label = `More actions for ${documentName}`;
  if (Panel && first !== null) {
    return <Panel label={label} actions={actions} open={open} onOpenChange={onOpenChange} disabled={disabled} first={first} />;
  }
  // Pressed before the menu's code arrived: it opens as soon as it has.
  const press = (how: FirstPress) => {
    if (disabled) return;
    setFirst(how);
    onOpenChange(true);
  };
  return (
    <Button type="button" size="icon-sm" variant="ghost" disabled={disabled} aria-label={label} {...menuStandIn(press, load)}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}
