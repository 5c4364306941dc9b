"use client";

import { BarChart3, Copy, ExternalLink, Eye, Link2, MoreHorizontal, Pencil, ScanEye, Trash2 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { investorView } from "@/lib/messages/shared-view";
import { spaceAnalyticsPath } from "@/lib/sharing/analytics-links";
import { investorPreviewPath } from "@/lib/sharing/preview-link";
import { cn } from "@/lib/utils";
import { SpaceSettingsLine } from "./space-settings-line";
import { SpaceStatusBadge } from "./space-status-badge";

export type SpaceAction = "share-link" | "edit" | "access-logs" | "delete";

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
          <SpaceStatusBadge expiresAt={space.expiresAt} />
          {space.revokedAt ? (
            <span className="text-xs text-destructive">(access revoked)</span>
          ) : (
            !space.isActive && <span className="text-xs text-muted-foreground">(deactivated)</span>
          )}
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`More actions for ${space.name}`}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onAction("share-link")}>
                <Link2 aria-hidden="true" />
                Share Link
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href={investorPreviewPath(space.accessCode)} target="_blank" rel="noopener noreferrer">
                  <ScanEye aria-hidden="true" />
                  {investorView.previewAction}
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction("edit")}>
                <Pencil aria-hidden="true" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction("access-logs")}>
                <Eye aria-hidden="true" />
                Access Logs
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link href={spaceAnalyticsPath(space.id)}>
                  <BarChart3 aria-hidden="true" />
                  Analytics
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onAction("delete")}>
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </li>
  );
}
