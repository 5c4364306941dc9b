import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "@/lib/queries/user";
import { avatarFallback } from "./avatar-fallback";

/** The round avatar button, the same for the stand-in and the menu's trigger (which passes its ref and handlers). */
export function AccountButton({ user, ...props }: { user: CurrentUser } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="Open account menu" {...props}>
      <span data-slot="avatar" className="relative flex size-8 shrink-0 overflow-hidden rounded-full">
        <span
          data-slot="avatar-fallback"
          data-testid="avatar-fallback"
          className="flex size-full items-center justify-center rounded-full bg-primary/10 text-sm font-medium text-primary"
        >
          {avatarFallback(user)}
        </span>
        {/* Over the initial once it loads; a picture that fails to load hides and leaves the initial. */}
        {user.profileImageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- the user's own upload, served by the files route at its own size
          <img
            src={user.profileImageUrl}
            alt=""
            className="absolute inset-0 aspect-square size-full object-cover"
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        )}
      </span>
    </Button>
  );
}
