"use client";

import { Ban, BarChart3, Eye, Link2, MoreHorizontal, Pencil, ScanEye, Trash2 } from "lucide-react";
import Link from "next/link";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { investorView } from "@/lib/messages/shared-view";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { spaceAnalyticsPath } from "@/lib/sharing/analytics-links";
import { investorPreviewPath } from "@/lib/sharing/preview-link";

/** What the owner of the menu does when chosen (the dialogs it opens are its own). */
export type SpaceMenuAction = "share-link" | "edit" | "access-logs" | "revoke" | "delete";
/** Entries that are links: the investor preview (a new tab) and the analytics page. */
type LinkEntry = "preview" | "analytics";

/**
 * A space's "More actions" menu, shared by the Shared Spaces dialog and the links page: each lists
 * the entries it offers, in its order; Delete always comes last, after a separator.
 */
export function SpaceActionsMenu<A extends SpaceMenuAction>({
  space,
  entries,
  onAction,
}: {
  space: SharedSpace;
  entries: readonly (A | LinkEntry)[];
  onAction(action: A): void;
}) {
  const item = (entry: A | LinkEntry) => {
    switch (entry) {
      case "preview":
        return (
          <DropdownMenuItem asChild>
            <a href={investorPreviewPath(space.accessCode)} target="_blank" rel="noopener noreferrer">
              <ScanEye aria-hidden="true" />
              {investorView.previewAction}
            </a>
          </DropdownMenuItem>
        );
      case "analytics":
        return (
          <DropdownMenuItem asChild>
            <Link href={spaceAnalyticsPath(space.id)}>
              <BarChart3 aria-hidden="true" />
              Analytics
            </Link>
          </DropdownMenuItem>
        );
      case "share-link":
        return (
          <DropdownMenuItem onSelect={() => onAction(entry)}>
            <Link2 aria-hidden="true" />
            Share Link
          </DropdownMenuItem>
        );
      case "edit":
        return (
          <DropdownMenuItem onSelect={() => onAction(entry)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
        );
      case "access-logs":
        return (
          <DropdownMenuItem onSelect={() => onAction(entry)}>
            <Eye aria-hidden="true" />
            Access Logs
          </DropdownMenuItem>
        );
      case "revoke":
        return (
          <DropdownMenuItem disabled={!!space.revokedAt} onSelect={() => onAction(entry)}>
            <Ban aria-hidden="true" />
            Revoke access
          </DropdownMenuItem>
        );
      case "delete":
        return (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAction(entry)}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        );
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`More actions for ${space.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {entries.map((entry) => (
          <Fragment key={entry}>{item(entry)}</Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
