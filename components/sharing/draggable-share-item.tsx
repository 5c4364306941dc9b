"use client";

import { useEffect, useRef, useState, type KeyboardEventHandler, type PointerEvent, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useDraggable } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { cn } from "@/lib/utils";
import type { ShareableItem } from "./contract";
import { itemIdentity } from "./share-payload";
import { useShareDnd } from "./share-dnd-context";
import { menuStandIn } from "@/components/ui/stand-in-trigger";
import { ShareMenuTrigger, type ShareMenuProps } from "./share-menu-trigger";

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
  // hidden until hover: drawn once the provider is live, not server-rendered per card. The
  // wrapper stays the same element throughout, so the card inside keeps its state.
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
      {dnd.live && (
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
          <ShareMenu
            label={label}
            selected={selected}
            shareLabel={selected && items.length > 1 ? `Share ${items.length} selected items` : "Share..."}
            onShare={() => dnd.configure(items)}
            onToggle={() => dnd.toggleSelected(item)}
          />
        </div>
      )}
    </div>
  );
}

/** The Radix menu: its code loads with the first use of a card's menu, not with the page. */
const loadMenu = () => import("./share-menu").then((m) => m.ShareMenuOpen);
const ShareMenuOpen = dynamic(loadMenu, {
  ssr: false,
  loading: () => <span className="inline-block size-6" aria-hidden="true" />,
});

/**
 * The card's share menu. Until its first use it is a plain button: a page of cards would
 * otherwise mount a Radix menu (its providers, popper and presence) per card right after
 * hydration, which was a third of the dashboard's components on load, and carry its code in the
 * first load. The first press (pointer, or Enter, Space or Down Arrow) mounts the menu already open.
 */
function ShareMenu(props: ShareMenuProps) {
  const [mounted, setMounted] = useState(false);
  if (mounted) return <ShareMenuOpen {...props} />;
  const open = () => setMounted(true);
  return <ShareMenuTrigger label={props.label} selected={props.selected} {...menuStandIn(open, loadMenu)} />;
}
