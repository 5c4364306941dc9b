"use client";

import { useState } from "react";
import { Providers } from "@/components/providers";
import { useOnDemand } from "@/components/ui/on-demand";
import { useNotifications } from "@/lib/queries/notifications";
import type { CurrentUser } from "@/lib/queries/user";
import { BellFace } from "./bell-face";
import { warmOn } from "@/components/ui/stand-in-trigger";

// The popover and its list (Radix's popover and popper, the time formatting, the messages and their
// schemas) load as the pointer or the focus reaches the bell, or with its first press: not with
// every signed-in page, which only shows the count.
const loadPopover = () => import("./notification-popover").then((m) => m.NotificationPopover);

/** The nav bar's bell: recent visitor activity on the user's spaces, with an unread count. */
export function NotificationBell({ user }: { user: CurrentUser }) {
  return (
    <Providers initialUser={user}>
      <BellButton />
    </Providers>
  );
}

function BellButton() {
  const list = useNotifications();
  const [pressed, setPressed] = useState(false);
  const [Popover, load] = useOnDemand(loadPopover);
  if (Popover && pressed) return <Popover list={list} />;
  return (
    <BellFace
      unread={list.data?.unreadCount ?? 0}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      {...warmOn(load)}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
}
