"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Bell } from "lucide-react";
import { Providers } from "@/components/providers";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { unreadBadge } from "@/lib/notifications/rules";
import { useNotifications } from "@/lib/queries/notifications";
import type { CurrentUser } from "@/lib/queries/user";

// The list is drawn only while the popover is open: its code (the time formatting, the messages
// and their validation schemas) loads with the first opening, or as the pointer or focus reaches
// the bell, not with every signed-in page.
const loadPanel = () => import("./notification-panel").then((m) => m.NotificationPanel);
const NotificationPanel = dynamic(loadPanel, {
  ssr: false,
  loading: () => <div className="h-24" aria-hidden="true" />,
});
const preloadPanel = () => void loadPanel();

/** The nav bar's bell: recent visitor activity on the user's spaces, with an unread count. */
export function NotificationBell({ user }: { user: CurrentUser }) {
  return (
    <Providers initialUser={user}>
      <BellButton />
    </Providers>
  );
}

function BellButton() {
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const badge = unreadBadge(list.data?.unreadCount ?? 0);
  const label = badge ? `Notifications, ${list.data?.unreadCount} unread` : "Notifications";
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative rounded-full"
          aria-label={label}
          data-testid="notification-bell"
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
        >
          <Bell className="size-5" aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0" aria-label="Recent activity">
        <NotificationPanel list={list} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
