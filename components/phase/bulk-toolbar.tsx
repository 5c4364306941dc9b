"use client";

import { CheckSquare, Share2, X } from "lucide-react";
import { Button } from "@/components/ui/button";

interface BulkToolbarProps {
  bulkMode: boolean;
  onToggle(): void;
  selectedCount: number;
  totalCount: number;
  onSelectAll(): void;
  onClear(): void;
  onShare(): void;
}

export function BulkToolbar({ bulkMode, onToggle, selectedCount, totalCount, onSelectAll, onClear, onShare }: BulkToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3 shadow-xs">
      <Button type="button" variant={bulkMode ? "secondary" : "outline"} size="sm" onClick={onToggle} aria-pressed={bulkMode}>
        {bulkMode ? <X aria-hidden="true" /> : <CheckSquare aria-hidden="true" />}
        {bulkMode ? "Exit Bulk Mode" : "Bulk Select"}
      </Button>
      {bulkMode ? (
        <>
          <span className="px-1 text-sm text-muted-foreground" aria-live="polite">
            {selectedCount} of {totalCount} selected
          </span>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button type="button" variant="ghost" size="sm" onClick={onSelectAll} disabled={selectedCount === totalCount}>
              Select All
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={selectedCount === 0}>
              Clear Selection
            </Button>
            <Button type="button" size="sm" onClick={onShare} disabled={selectedCount === 0}>
              <Share2 aria-hidden="true" />
              Share Selected ({selectedCount})
            </Button>
          </div>
        </>
      ) : (
        <span className="text-sm text-muted-foreground">Select several tasks to share them in one space.</span>
      )}
    </div>
  );
}
