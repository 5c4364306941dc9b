import type { ComponentProps } from "react";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { unreadBadge } from "@/lib/notifications/rules";

/** The bell button with its unread count, the same for the stand-in and the popover's trigger (which passes its ref and handlers). */
export function BellFace({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  const badge = unreadBadge(unread);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative rounded-full"
      aria-label={badge ? `Notifications, ${unread} unread` : "Notifications"}
      data-testid="notification-bell"
      {...props}
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
  );
}
