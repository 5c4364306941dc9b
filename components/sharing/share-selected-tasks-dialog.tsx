"use client";

import type { ShareableItem } from "./contract";

// Placeholder owned by the sharing work (issue 5): 'Share Selected Tasks' dialog of the phase page.
export function ShareSelectedTasksDialog(_props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  items: ShareableItem[];
  onShared?(): void;
}) {
  return null;
}
