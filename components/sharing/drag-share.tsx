"use client";

import { startTransition, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  pointerWithin,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { Share2 } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { errors } from "@/lib/messages/toasts";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";
import { DropPanel } from "./drop-panel";
import { notifyInvalid } from "./feedback";
import { itemIdentity } from "./share-payload";
import { DROP_ZONE_ID, droppedItems, ShareDndContext, type ShareDnd } from "./share-dnd-context";
import { SelectionBar } from "./selection-bar";
import { MountWhenOpened } from "@/components/ui/mount-when-opened";

export { DraggableShareItem } from "./draggable-share-item";

// Mounted only once opened (MountWhenOpened), so their code (Radix dialog, select, the share
// form) loads then too, not with the page that offers them.
const ConfigureSharingDialog = dynamic(() => import("./configure-sharing-dialog").then((m) => m.ConfigureSharingDialog), { ssr: false });
const ShareLinkDialog = dynamic(() => import("./share-link-dialog").then((m) => m.ShareLinkDialog), { ssr: false });

const STEP = 25;

/** Right Arrow jumps straight onto the share panel; the other arrows nudge. */
const toDropZone: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const zone = context.droppableRects.get(DROP_ZONE_ID);
  switch (event.code) {
    case "ArrowRight":
      event.preventDefault();
      return zone ? { x: zone.left + 16, y: zone.top + zone.height / 2 + 48 } : { ...currentCoordinates, x: currentCoordinates.x + STEP };
    case "ArrowLeft":
      event.preventDefault();
      return { ...currentCoordinates, x: currentCoordinates.x - STEP };
    case "ArrowUp":
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y - STEP };
    case "ArrowDown":
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y + STEP };
  }
  return undefined;
};

/**
 * Module-level, like MEASURING: dnd-kit memoises each sensor on its options object, and new
 * options on a render of the provider gave every handle on the page a new context value.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 8 } };
const KEYBOARD_OPTIONS = { coordinateGetter: toDropZone };

/** Module-level: an inline object would be a new context value for every drag handle on each render. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** A pointer must itself be over the panel; a keyboard drag counts when the dragged chip overlaps it. */
const collisionDetection: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const screenReaderInstructions = {
  draggable:
    "To share this item, press Space or Enter to pick it up, Right Arrow to move it onto the share panel, and Space or Enter to drop it. Press Escape to cancel. The options button next to it does the same without dragging.",
};

const announcements = {
  onDragStart: () => "Picked up. Press Right Arrow to move onto the share panel.",
  onDragOver: ({ over }: { over: { id: string | number } | null }) =>
    over?.id === DROP_ZONE_ID ? "Over the share panel. Press Space or Enter to drop." : "Not over the share panel.",
  onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
    over?.id === DROP_ZONE_ID ? "Dropped. Configure Sharing is open." : "Dropped outside the share panel. Nothing shared.",
  onDragCancel: () => "Cancelled. Nothing shared.",
};

/** Drag-and-drop sharing for a page: the drag context, the 'Drop here' panel and Configure Sharing. */
export function ShareDndProvider({ companyId, children }: { companyId: string; children: ReactNode }) {
  // A stable id keeps dnd-kit's aria-describedby ids equal on the server and the client.
  const dndId = useId();
  const [selection, setSelection] = useState<ShareableItem[]>([]);
  const [dragging, setDragging] = useState<ShareableItem[] | null>(null);
  const [configureItems, setConfigureItems] = useState<ShareableItem[]>([]);
  const [configureOpen, setConfigureOpen] = useState(false);
  const [created, setCreated] = useState<SharedSpace | null>(null);
  // Only this provider reads the hydration flag (one render of it right after hydration); the
  // handles follow `live` in the transition below.
  const hydrated = useHydrated();
  const [live, setLive] = useState(hydrated);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const configure = useCallback((items: ShareableItem[]) => {
    setConfigureItems(items);
    setConfigureOpen(true);
  }, []);

  const value = useMemo<ShareDnd>(() => {
    const keys = new Set(selection.map(itemIdentity));
    return {
      live,
      selection,
      isSelected: (item) => keys.has(itemIdentity(item)),
      toggleSelected: (item) =>
        setSelection((current) =>
          current.some((i) => itemIdentity(i) === itemIdentity(item))
            ? current.filter((i) => itemIdentity(i) !== itemIdentity(item))
            : [...current, item],
        ),
      clearSelection: () => setSelection([]),
      configure,
    };
  }, [live, selection, configure]);

  const onDragStart = (event: DragStartEvent) => setDragging(droppedItems(event.active.data.current) ?? []);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    if (event.over?.id !== DROP_ZONE_ID) return;
    const items = droppedItems(event.active.data.current);
    if (!items) {
      notifyInvalid(errors.processDroppedItems);
      return;
    }
    configure(items);
  };

  return (
    <ShareDndContext.Provider value={value}>
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        measuring={MEASURING}
        accessibility={{ screenReaderInstructions, announcements }}
      >
        {children}
        {dragging && <DropPanel count={dragging.length} />}
        <DragOverlay dropAnimation={null} style={{ width: "auto", height: "auto" }}>
          {dragging && (
            <div className="inline-flex max-w-64 items-center gap-2 rounded-full border bg-background px-3 py-2 text-sm font-medium shadow-xl">
              <Share2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{dragging.length === 1 ? dragging[0].label : `${dragging.length} items`}</span>
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {selection.length > 0 && !dragging && (
        <SelectionBar count={selection.length} onShare={() => configure(selection)} onClear={() => setSelection([])} />
      )}
      <MountWhenOpened open={configureOpen}>
        <ConfigureSharingDialog
          open={configureOpen}
          onOpenChange={setConfigureOpen}
          companyId={companyId}
          items={configureItems}
          onShared={() => setSelection([])}
          onCreated={setCreated}
        />
      </MountWhenOpened>
      <MountWhenOpened open={!!created}>
        <ShareLinkDialog space={created} ready open={!!created} onOpenChange={(open) => !open && setCreated(null)} />
      </MountWhenOpened>
    </ShareDndContext.Provider>
  );
}
