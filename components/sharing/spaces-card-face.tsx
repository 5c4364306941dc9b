import { ChevronRight, FolderOpen } from "lucide-react";
import { spaceStatus } from "@/lib/spaces/rules/expiry";
import { spacesPage } from "@/lib/messages/spaces";
import { useSharedSpaces } from "@/lib/queries/shared-spaces";

/** The dashboard card's frame, whether it opens the spaces dialog (a button) or the links page (a link). */
export const SPACES_CARD_CLASS =
  "group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-left shadow-xs outline-none transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** What the dashboard's Shared Spaces card shows: its title, the spaces' figures and a line under them. */
export function SpacesCardFace({ hint }: { hint: string }) {
  const spaces = useSharedSpaces();
  const list = spaces.data ?? [];
  const live = list.filter((s) => s.isActive && !s.revokedAt && spaceStatus(s.expiresAt) !== "Expired").length;
  const views = list.reduce((sum, s) => sum + s.viewCount, 0);
  return (
    <>
      <span className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FolderOpen className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block leading-snug font-semibold">{spacesPage.title}</span>
          <span className="text-xs text-muted-foreground">
            {spaces.isLoading
              ? "Loading..."
              : `${list.length} ${list.length === 1 ? "space" : "spaces"} · ${live} active · ${views} ${views === 1 ? "view" : "views"}`}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
      <span className="text-sm text-muted-foreground">{hint}</span>
    </>
  );
}
