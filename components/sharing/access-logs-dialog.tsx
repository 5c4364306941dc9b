"use client";

import { format } from "date-fns";
import { BadgeCheck, FileSignature, Globe, Mail, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { ACCESS_LOGS_HEIGHT_PX } from "@/lib/constants";
import { useAccessLogs, type AccessLogEntry, type SharedSpace } from "@/lib/queries/shared-spaces";

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

function LogRow({ entry }: { entry: AccessLogEntry }) {
  const repeat = entry.lastViewedAt !== entry.accessedAt;
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <span className="flex min-w-0 items-center gap-2 font-medium">
        {entry.email ? (
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        ) : (
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <span className="truncate">{entry.email || "Anonymous"}</span>
        {entry.verifiedAt && (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800"
            title={`Verified ${when(entry.verifiedAt)}`}
          >
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified
          </span>
        )}
      </span>
      {entry.agreementAcceptedAt && (
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <FileSignature className="size-3.5 shrink-0" aria-hidden="true" />
          Accepted the agreement <time dateTime={entry.agreementAcceptedAt}>{when(entry.agreementAcceptedAt)}</time>
          {entry.agreementIp ? ` from ${entry.agreementIp}` : ""}
        </span>
      )}
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        <Globe className="size-3.5 shrink-0" aria-hidden="true" />
        {entry.ipAddress || "No IP recorded"}
      </span>
      <span className="text-xs text-muted-foreground">
        First viewed <time dateTime={entry.accessedAt}>{when(entry.accessedAt)}</time>
        {repeat && (
          <>
            {" · "}last viewed <time dateTime={entry.lastViewedAt}>{when(entry.lastViewedAt)}</time>
          </>
        )}
      </span>
    </li>
  );
}

/** How close to the bottom (px) the list asks for its next page. */
const LOAD_MORE_THRESHOLD_PX = 200;

/**
 * 'Access Logs': who opened the space, from where, and when, in a 400 px scroll area. The log
 * comes a page at a time, newest first; scrolling near the end (or the button) loads the next.
 */
export function AccessLogsDialog({ space, onOpenChange }: { space: SharedSpace | null; onOpenChange(open: boolean): void }) {
  const logs = useAccessLogs(space?.id ?? null);
  const entries = logs.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = logs.data?.pages[0]?.total ?? entries.length;
  const loadMore = () => {
    if (logs.hasNextPage && !logs.isFetchingNextPage) void logs.fetchNextPage();
  };
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_THRESHOLD_PX) loadMore();
  };
  return (
    <Dialog open={!!space} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Access Logs</DialogTitle>
          <DialogDescription>
            {space?.name} · {total} {total === 1 ? "visitor" : "visitors"} · {space?.viewCount ?? 0} {space?.viewCount === 1 ? "view" : "views"}
          </DialogDescription>
        </DialogHeader>
        <ScrollArea style={{ height: ACCESS_LOGS_HEIGHT_PX }} className="rounded-md border" aria-label="Visits" viewportProps={{ onScroll }}>
          {logs.isLoading ? (
            <div className="grid gap-2 p-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20 w-full" />
              ))}
            </div>
          ) : logs.isError && entries.length === 0 ? (
            <p className="p-6 text-center text-sm text-destructive">Could not load the access logs.</p>
          ) : entries.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">No one has opened this space yet.</p>
          ) : (
            <>
              <ul className="grid gap-2 p-3">
                {entries.map((entry) => (
                  <LogRow key={entry.id} entry={entry} />
                ))}
              </ul>
              {logs.hasNextPage && (
                <div className="px-3 pb-3">
                  <Button type="button" variant="outline" size="sm" className="w-full" onClick={loadMore} disabled={logs.isFetchingNextPage}>
                    {logs.isFetchingNextPage ? "Loading more visits..." : `Show more (${entries.length} of ${total})`}
                  </Button>
                </div>
              )}
            </>
          )}
        </ScrollArea>
      </DialogContent>
    </Dialog>
  );
}
