"use client";

import { useEffect, useRef, type KeyboardEventHandler, type PointerEvent, type ReactNode } from "react";
import { useDraggable } from "@dnd-kit/core";
import { Check, GripVertical, MoreHorizontal, Plus, Share2, X } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { ShareableItem } from "./contract";
import { itemIdentity } from "./share-payload";
import { useShareDnd } from "./share-dnd-context";

/** Presses that start in a field or a menu keep their own meaning (typing, selecting text). */
function startsInField(target: EventTarget | null): boolean {
  return (
    target instanceof Element && !!target.closest("input, textarea, select, [contenteditable=true], [role=listbox], [role=menu], [data-no-drag]")
  );
}

/**
 * A card that can be dragged onto the 'Drop here' panel (pointer after 8 px, so clicks still
 * work; or keyboard from the grip button), with a menu that does the same without dragging.
 */
export function DraggableShareItem({ item, children, className }: { item: ShareableItem; children: ReactNode; className?: string }) {
  const dnd = useShareDnd();
  // The handle and menu (dnd-kit, a Radix menu) do nothing before hydration and on a mouse are
  // hidden until hover: drawn from the first render after it, not server-rendered per card. The
  // wrapper stays the same element throughout, so the card inside keeps its state.
  const hydrated = useHydrated();
  const selected = dnd?.isSelected(item) ?? false;
  const items = dnd && selected ? dnd.selection : [item];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: itemIdentity(item),
    data: { items },
    disabled: !dnd,
  });

  // The click that ends a pointer drag must not also follow the card's link.
  const justDragged = useRef(false);
  useEffect(() => {
    if (isDragging) justDragged.current = true;
    else {
      const timer = setTimeout(() => (justDragged.current = false), 50);
      return () => clearTimeout(timer);
    }
  }, [isDragging]);

  if (!dnd) return <>{children}</>;

  const onPointerDown = (event: PointerEvent) => {
    if (startsInField(event.target)) return;
    listeners?.onPointerDown?.(event);
  };
  const label = item.label;

  return (
    <div
      ref={setNodeRef}
      onPointerDown={onPointerDown}
      onDragStart={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        if (!justDragged.current) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      data-selected={selected || undefined}
      className={cn(
        "group/share relative h-full rounded-xl transition-opacity",
        selected && "ring-2 ring-primary ring-offset-2 ring-offset-background",
        isDragging && "opacity-50",
        className,
      )}
    >
      {children}
      {hydrated && (
        <div
          data-no-drag
          className="absolute -top-3.5 right-3 z-10 flex items-center gap-0.5 rounded-full border bg-background p-0.5 shadow-sm transition-opacity pointer-fine:opacity-0 pointer-fine:group-hover/share:opacity-100 pointer-fine:focus-within:opacity-100 pointer-fine:group-data-[selected]/share:opacity-100"
        >
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
            aria-label={`Drag ${label} to share`}
            className="flex size-6 cursor-grab items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
            onPointerDown={(event) => listeners?.onPointerDown?.(event)}
          >
            <GripVertical className="size-3.5" aria-hidden="true" />
          </button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button type="button" variant="ghost" size="icon-sm" className="size-6 rounded-full" aria-label={`Share options for ${label}`}>
                {selected ? (
                  <Check className="size-3.5 text-primary" aria-hidden="true" />
                ) : (
                  <MoreHorizontal className="size-3.5" aria-hidden="true" />
                )}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => dnd.configure(items)}>
                <Share2 aria-hidden="true" />
                {selected && items.length > 1 ? `Share ${items.length} selected items` : "Share..."}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => dnd.toggleSelected(item)}>
                {selected ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
                {selected ? "Remove from selection" : "Add to selection"}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </div>
  );
}
