"use client";

import { format } from "date-fns";
import { BarChart3, Copy, ExternalLink } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SpaceActionsMenu } from "@/components/sharing/space-actions-menu";
import { SpaceSettingsLine } from "@/components/sharing/space-settings-line";
import { SpaceStatusBadge } from "@/components/sharing/space-status-badge";
import { spacesPage } from "@/lib/messages/spaces";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { FROM_SPACES, spaceAnalyticsPath } from "@/lib/sharing/analytics-links";

export type SpaceLinkAction = "edit" | "revoke" | "delete";
const LINK_MENU = ["edit", "revoke", "delete"] as const;

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * One space on the links page: status, settings, figures and what can be done with it. The
 * mutating actions (`onAction`) are drawn only for members who may share.
 */
export function SpaceLinkRow({
  space,
  canShare,
  onCopy,
  onAction,
}: {
  space: SharedSpace;
  canShare: boolean;
  onCopy(): void;
  onAction(action: SpaceLinkAction): void;
}) {
  const nameId = `space-link-${space.id}`;
  const lastVisit = space.lastVisitAt ? new Date(space.lastVisitAt) : null;
  return (
    <li aria-labelledby={nameId} className="grid gap-3 rounded-lg border bg-card p-4 md:flex md:items-center" data-testid="space-link">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={nameId} className="font-medium break-words">
            {space.name}
          </h2>
          <SpaceStatusBadge expiresAt={space.expiresAt} revokedAt={space.revokedAt} />
        </div>
        <SpaceSettingsLine space={space} />
        <p className="text-sm text-muted-foreground" data-testid="space-figures">
          {/* Each figure wraps whole on a phone. */}
          <span className="whitespace-nowrap">{count(space.itemCount, "item", "items")}</span>
          {" · "}
          <span className="font-medium whitespace-nowrap text-foreground">{count(space.viewCount, "visit", "visits")}</span>
          {" · "}
          <span className="whitespace-nowrap">{count(space.visitorCount ?? 0, "unique visitor", "unique visitors")}</span>
          {" · "}
          {lastVisit ? (
            <time className="whitespace-nowrap" dateTime={lastVisit.toISOString()} suppressHydrationWarning>
              Last visit {format(lastVisit, "d MMM yyyy, HH:mm")}
            </time>
          ) : (
            <span className="whitespace-nowrap">{spacesPage.neverVisited}</span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {/* A revoked space's link opens for no one: nothing to send. */}
        {!space.revokedAt && (
          <Button type="button" variant="outline" size="sm" onClick={onCopy} aria-label={`Copy link to ${space.name}`}>
            <Copy aria-hidden="true" />
            {/* On a phone the icon alone keeps the four actions on one line; the label is the aria-label. */}
            <span className="hidden sm:inline">Copy link</span>
          </Button>
        )}
        <Button asChild variant="ghost" size="sm">
          <a href={`/shared/${space.accessCode}`} target="_blank" rel="noopener noreferrer" aria-label={`Preview ${space.name} (opens in a new tab)`}>
            <ExternalLink aria-hidden="true" />
            Preview
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href={spaceAnalyticsPath(space.id, FROM_SPACES)} aria-label={`Analytics of ${space.name}`}>
            <BarChart3 aria-hidden="true" />
            Analytics
          </Link>
        </Button>
        {canShare && <SpaceActionsMenu space={space} entries={LINK_MENU} onAction={onAction} />}
      </div>
    </li>
  );
}
