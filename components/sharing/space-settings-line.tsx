import { Fragment } from "react";
import { spaceSettingsLine, type SpaceSettings } from "@/lib/spaces/rules/space-settings";
import { cn } from "@/lib/utils";

const SEPARATOR = " · ";

/**
 * A space's access settings in one line ("Verified emails · No downloads · Watermarked · Expires 13 Dec").
 * The date is the reader's local one, which a server render in another time zone may not match.
 * On a phone the line wraps between settings, never inside one ("Expires 6" / "Dec").
 */
export function SpaceSettingsLine({ space, className }: { space: SpaceSettings; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="space-settings" suppressHydrationWarning>
      {spaceSettingsLine(space)
        .split(SEPARATOR)
        .map((part, i) => (
          <Fragment key={part}>
            {i > 0 && SEPARATOR}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
    </p>
  );
}
