import { spaceSettingsLine, type SpaceSettings } from "@/lib/domain/space-settings";
import { cn } from "@/lib/utils";

/**
 * A space's access settings in one line ("Verified emails · No downloads · Watermarked · Expires 13 Dec").
 * The date is the reader's local one, which a server render in another time zone may not match.
 */
export function SpaceSettingsLine({ space, className }: { space: SpaceSettings; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="space-settings" suppressHydrationWarning>
      {spaceSettingsLine(space)}
    </p>
  );
}
