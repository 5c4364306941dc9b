"use client";

import { useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { NotificationList } from "@/lib/notifications/schema";
import { BellFace } from "./bell-face";
import { NotificationPanel } from "./notification-panel";

/** The bell's popover (Radix) with the list, mounted open by the bell's stand-in on its first press. */
export function NotificationPopover({ list }: { list: UseQueryResult<NotificationList> }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellFace unread={list.data?.unreadCount ?? 0} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0" aria-label="Recent activity">
        <NotificationPanel list={list} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
