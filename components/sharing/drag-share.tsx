"use client";

import type { ReactNode } from "react";
import type { ShareableItem } from "./contract";

// Placeholder wiring owned by the sharing work (issue 5): DndContext + 'Drop here' panel +
// Configure Sharing dialog, and the draggable wrapper for phase cards and task cards.
export function ShareDndProvider({ children }: { companyId: string; children: ReactNode }) {
  return <>{children}</>;
}

export function DraggableShareItem({ children }: { item: ShareableItem; children: ReactNode }) {
  return <>{children}</>;
}
