"use client";

import { createContext, useContext } from "react";
import { ITEM_TYPES } from "@/lib/spaces/rules/items";
import type { ShareableItem } from "./contract";

export const DROP_ZONE_ID = "share-drop-zone";

export interface ShareDnd {
  /**
   * False in the server's HTML and while the page hydrates; true a transition after it, and from
   * the first render on a client-side navigation. The handles and menus (dnd-kit, a Radix menu)
   * do nothing before hydration: they appear with this flag, which one provider flips in a
   * transition that React renders in slices, instead of each handle flipping at once in the
   * render right after hydration (one long task on a page of cards).
   */
  live: boolean;
  /** Items picked with "Add to selection"; dragging one of them drags them all. */
  selection: ShareableItem[];
  isSelected(item: ShareableItem): boolean;
  toggleSelected(item: ShareableItem): void;
  clearSelection(): void;
  /** The menu alternative to dropping: opens Configure Sharing with these items. */
  configure(items: ShareableItem[]): void;
}

export const ShareDndContext = createContext<ShareDnd | null>(null);

export function useShareDnd(): ShareDnd | null {
  return useContext(ShareDndContext);
}

const ITEM_TYPE_SET = new Set<string>(ITEM_TYPES);

/** What a drop carried, if it is a well-formed list of items; null for anything else. */
export function droppedItems(data: unknown): ShareableItem[] | null {
  const items = (data as { items?: unknown } | null | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return null;
  const valid = items.every(
    (item) =>
      item &&
      typeof item === "object" &&
      ITEM_TYPE_SET.has((item as ShareableItem).itemType) &&
      typeof (item as ShareableItem).itemId === "string" &&
      (item as ShareableItem).itemId.length > 0 &&
      typeof (item as ShareableItem).label === "string",
  );
  return valid ? (items as ShareableItem[]) : null;
}
