"use client";

import { Copy, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { cn } from "@/lib/utils";
import { SpaceActionsMenu } from "./space-actions-menu";
import { SpaceSettingsLine } from "./space-settings-line";
import { SpaceStatusBadge } from "./space-status-badge";

export type SpaceAction = "share-link" | "edit" | "access-logs" | "delete";
const ROW_MENU = ["share-link", "preview", "edit", "access-logs", "analytics", "delete"] as const;

interface SpaceRowProps {
  space: SharedSpace;
  bulkMode: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onCopy(): void;
  onAction(action: SpaceAction): void;
}

export function SpaceRow({ space, bulkMode, selected, onSelectedChange, onCopy, onAction }: SpaceRowProps) {
  const nameId = `space-${space.id}-name`;
  return (
    <li
      aria-labelledby={nameId}
      className={cn("flex items-start gap-3 rounded-lg border bg-card p-3 sm:items-center", selected && "border-primary bg-primary/5")}
    >
      {bulkMode && (
        <Checkbox
          className="mt-1 sm:mt-0"
          checked={selected}
          onCheckedChange={(v) => onSelectedChange(v === true)}
          aria-label={`Select ${space.name}`}
        />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium break-words">
            {space.name}
          </span>
          <SpaceStatusBadge expiresAt={space.expiresAt} revokedAt={space.revokedAt} />
          {!space.revokedAt && !space.isActive && <span className="text-xs text-muted-foreground">(deactivated)</span>}
        </div>
        <SpaceSettingsLine space={space} />
        <p className="text-xs text-muted-foreground">
          {space.itemCount} {space.itemCount === 1 ? "item" : "items"} · {space.viewCount} {space.viewCount === 1 ? "view" : "views"}
        </p>
      </div>
      {!bulkMode && (
        <div className="flex shrink-0 items-center gap-1">
          <Button asChild variant="ghost" size="icon-sm" aria-label={`Preview ${space.name} (opens in a new tab)`} title="Preview">
            <a href={`/shared/${space.accessCode}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" onClick={onCopy} aria-label={`Copy link to ${space.name}`} title="Copy link">
            <Copy aria-hidden="true" />
          </Button>
          <SpaceActionsMenu space={space} entries={ROW_MENU} onAction={onAction} />
        </div>
      )}
    </li>
  );
}
