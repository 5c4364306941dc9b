"use client";

import { Share2, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown while items are picked with "Add to selection": share them all, or clear. */
export function SelectionBar({ count, onShare, onClear }: { count: number; onShare(): void; onClear(): void }) {
  return (
    <div
      role="region"
      aria-label="Share selection"
      className="fixed bottom-20 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full border bg-background py-1.5 pr-1.5 pl-4 shadow-lg sm:bottom-6"
    >
      <span className="text-sm font-medium whitespace-nowrap" aria-live="polite">
        {count} selected
      </span>
      <Button type="button" size="sm" className="rounded-full" onClick={onShare}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button type="button" size="icon-sm" variant="ghost" className="rounded-full" onClick={onClear} aria-label="Clear selection">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
