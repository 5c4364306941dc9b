import { format } from "date-fns";
import { CalendarClock, FileText, FolderOpen, Layers, ListChecks, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SHARED_VIEW_LIST_HEIGHT_PX, SHARED_VIEW_SECTIONS_HEIGHT_PX } from "@/lib/constants";
import { spaceStatus } from "@/lib/domain/expiry";
import { sharedView } from "@/lib/messages/shared-view";
import type { VisitorItem, VisitorPayload } from "@/lib/sharing/types";
import { ItemCard } from "./item-cards";
import { SectionPanel } from "./section-panel";
import { ViewerProvider } from "./viewer/viewer-context";

type Of<T extends VisitorItem["itemType"]> = Extract<VisitorItem, { itemType: T }>;
const ofType = <T extends VisitorItem["itemType"]>(items: VisitorItem[], type: T) => items.filter((i): i is Of<T> => i.itemType === type);

export const formatDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** The space after the email gate: header with status and expiry, then one panel per item type. */
export function SpaceContent({ payload, now }: { payload: VisitorPayload; now?: Date }) {
  const { space, items } = payload;
  const expired = spaceStatus(space.expiresAt, now) === "Expired" || !space.isActive;
  const tasks = ofType(items, "task");
  const documents = ofType(items, "document");
  const categories = ofType(items, "category");
  const phases = ofType(items, "phase");
  // Tasks and Documents share a row only when both are there; alone, one takes the full width.
  const paired = tasks.length > 0 && documents.length > 0;
  const single = paired ? undefined : "lg:col-span-2";
  const inner = paired ? "grid gap-3" : "grid gap-3 lg:grid-cols-2";

  return (
    <ViewerProvider allowDownloads={payload.allowDownloads !== false}>
      <div className="grid gap-6">
        <header className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            {expired ? <Badge variant="destructive">{sharedView.expiredBadge}</Badge> : <Badge variant="success">{sharedView.activeBadge}</Badge>}
            <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" />
              {expired ? "Expired on" : "Expires on"} <time dateTime={space.expiresAt}>{formatDate(space.expiresAt)}</time>
            </span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{space.name}</h1>
          {space.description && <p className="max-w-3xl break-words whitespace-pre-wrap text-muted-foreground">{space.description}</p>}
          {expired && (
            <p role="status" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {sharedView.expiredNotice}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {items.length} shared {items.length === 1 ? "item" : "items"} · shared on {formatDate(space.createdAt)}
          </p>
        </header>

        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">Nothing has been shared in this space yet.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            {tasks.length > 0 && (
              <SectionPanel title="Tasks" count={tasks.length} Icon={ListChecks} maxHeight={SHARED_VIEW_LIST_HEIGHT_PX} className={single}>
                <div className={inner}>
                  {tasks.map((item) => (
                    <ItemCard key={item.id} item={item} />
                  ))}
                </div>
              </SectionPanel>
            )}
            {documents.length > 0 && (
              <SectionPanel title="Documents" count={documents.length} Icon={FileText} maxHeight={SHARED_VIEW_LIST_HEIGHT_PX} className={single}>
                <div className={inner}>
                  {documents.map((item) => (
                    <ItemCard key={item.id} item={item} />
                  ))}
                </div>
              </SectionPanel>
            )}
            {categories.length > 0 && (
              <SectionPanel
                title="Sections"
                count={categories.length}
                Icon={FolderOpen}
                maxHeight={SHARED_VIEW_SECTIONS_HEIGHT_PX}
                className="lg:col-span-2"
              >
                <div className={categories.length > 1 ? "grid gap-3 lg:grid-cols-2" : "grid gap-3"}>
                  {categories.map((item) => (
                    <ItemCard key={item.id} item={item} />
                  ))}
                </div>
              </SectionPanel>
            )}
            {phases.length > 0 && (
              <SectionPanel title="Phases" count={phases.length} Icon={Layers} maxHeight={SHARED_VIEW_SECTIONS_HEIGHT_PX} className="lg:col-span-2">
                <div className={phases.length > 1 ? "grid gap-3 md:grid-cols-2" : "grid gap-3"}>
                  {phases.map((item) => (
                    <ItemCard key={item.id} item={item} />
                  ))}
                </div>
              </SectionPanel>
            )}
          </div>
        )}

        <footer className="flex items-center justify-center gap-2 border-t pt-6 text-center text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {sharedView.secureFooter}
        </footer>
      </div>
    </ViewerProvider>
  );
}
