"use client";

import type { KeyboardEventHandler, PointerEventHandler } from "react";
import { useDraggable } from "@dnd-kit/core";
import { GripVertical, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ITEM_TYPE_LABELS } from "@/lib/sharing/item-keys";
import { cn } from "@/lib/utils";
import type { ShareableItem } from "./contract";
import { itemIdentity } from "./share-payload";
import { useShareDnd } from "./share-dnd-context";

/** "Share document Cap table", "Drag section Legal to share": the type said, so two rows never read alike. */
export function shareActionLabels(item: ShareableItem) {
  const what = `${ITEM_TYPE_LABELS[item.itemType].toLowerCase()} ${item.label}`;
  return { share: `Share ${what}`, drag: `Drag ${what} to share` };
}

/**
 * A 'Share' button and a drag handle for one item inside a row or a header (a document, a
 * section): the button opens Configure Sharing, the handle drags the item onto the 'Drop here'
 * panel (pointer, or keyboard: Space, Right Arrow, Space). Nothing outside a ShareDndProvider,
 * and a hidden copy of the same size until the provider is live.
 */
export function ShareActions({ item, className, handleOnly }: { item: ShareableItem; className?: string; handleOnly?: boolean }) {
  const dnd = useShareDnd();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: itemIdentity(item), data: { items: [item] }, disabled: !dnd });
  if (!dnd) return null;
  const frame = cn("inline-flex shrink-0 items-center gap-1", className);
  // Before the provider is live (the server's HTML, hydration) the controls would do nothing, so
  // they are drawn hidden: the header they sit in is laid out as it will be, and nothing moves
  // when they appear.
  if (!dnd.live) {
    return (
      <span aria-hidden="true" className={cn(frame, "invisible")}>
        {!handleOnly && (
          <Button type="button" size="sm" variant="outline" tabIndex={-1} disabled>
            {SHARE_FACE}
          </Button>
        )}
        <span className={HANDLE} />
      </span>
    );
  }
  const labels = shareActionLabels(item);
  return (
    <span data-no-drag className={cn(frame, isDragging && "opacity-50")}>
      {/* A document row offers Share in its menu: only the handle stays, for drag-to-share. */}
      {!handleOnly && (
        <Button type="button" size="sm" variant="outline" onClick={() => dnd.configure([item])} aria-label={labels.share}>
          {SHARE_FACE}
        </Button>
      )}
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        aria-label={labels.drag}
        className={HANDLE}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

/**
 * The button's icon and word. On a phone the word is left to the label (the button is named
 * "Share section ..." either way): beside a section's name it took the width the name needed,
 * which then broke over three lines.
 */
const SHARE_FACE = (
  <>
    <Share2 aria-hidden="true" />
    <span className="max-sm:sr-only">Share</span>
  </>
);

const HANDLE =
  "flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing";
