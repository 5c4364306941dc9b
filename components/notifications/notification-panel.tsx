"use client";

import Link from "next/link";
import { formatDistanceToNow } from "date-fns";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notificationText } from "@/lib/notifications/rules";
import { spaceAccessLogPath } from "@/lib/sharing/analytics-links";
import { useMarkNotificationsSeen } from "@/lib/queries/notifications";
import { showError } from "@/lib/toast";
import { type NotificationList } from "@/lib/notifications/schema";
import { notificationMessages } from "@/lib/messages/notifications";
import { cn } from "@/lib/utils";

/** The bell's popover: a header with "Mark all as read", then the events, newest first. */
export function NotificationPanel({ list, onNavigate }: { list: UseQueryResult<NotificationList>; onNavigate: () => void }) {
  const markRead = useMarkNotificationsSeen();
  const unread = list.data?.unreadCount ?? 0;
  return (
    <div className="flex max-h-[min(28rem,70dvh)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">Recent activity</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined, { onError: (error) => showError(error, "Could not mark your notifications as read") })}
        >
          Mark all as read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite" aria-busy={list.isPending}>
        {list.isPending ? (
          <div className="space-y-3 p-4" data-testid="notifications-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <p className="p-4 text-sm text-destructive">{notificationMessages.loadFailed}</p>
        ) : list.data.items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{notificationMessages.empty}</p>
        ) : (
          <ul className="divide-y" aria-label="Visitor activity">
            {list.data.items.map((item) => (
              <li key={`${item.kind}-${item.spaceId}-${item.email}-${item.at}`}>
                <Link
                  href={spaceAccessLogPath(item.spaceId)}
                  onClick={onNavigate}
                  className={cn("flex gap-3 px-4 py-3 text-sm outline-none hover:bg-accent focus-visible:bg-accent", item.unread && "bg-primary/5")}
                >
                  <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.unread ? "bg-primary" : "bg-transparent")} />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words">
                      {item.unread && <span className="sr-only">Unread: </span>}
                      {notificationText(item)}
                    </span>
                    <time dateTime={item.at} className="text-xs text-muted-foreground">
                      {formatDistanceToNow(new Date(item.at), { addSuffix: true })}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
