"use client";

import { useDroppable } from "@dnd-kit/core";
import { Share2 } from "lucide-react";
import { cn } from "@/lib/utils";
import { DROP_ZONE_ID } from "./share-dnd-context";

/** The 'Drop here' panel raised at the screen edge while something is being dragged. */
export function DropPanel({ count }: { count: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: DROP_ZONE_ID });
  return (
    <div
      ref={setNodeRef}
      data-over={isOver || undefined}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 flex h-32 flex-col items-center justify-center gap-2 border-t-2 border-dashed p-4 text-center shadow-2xl backdrop-blur-sm transition-colors",
        "sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:h-auto sm:w-60 sm:border-t-0 sm:border-l-2",
        "animate-in fade-in-0 slide-in-from-bottom-4 sm:slide-in-from-right-4 sm:slide-in-from-bottom-0",
        isOver ? "border-primary bg-primary/15 text-primary" : "border-primary/50 bg-background/90 text-foreground",
      )}
    >
      <Share2 className={cn("size-8 transition-transform", isOver && "scale-110")} aria-hidden="true" />
      <p className="text-lg font-semibold">Drop here</p>
      <p className="text-sm text-muted-foreground">
        to share {count} {count === 1 ? "item" : "items"}
      </p>
    </div>
  );
}
