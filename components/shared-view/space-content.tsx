"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { format } from "date-fns";
import { CalendarClock, FileText, FolderOpen, Layers, ListChecks, Lock, Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { SHARED_VIEW_LIST_HEIGHT_PX, SHARED_VIEW_SECTIONS_HEIGHT_PX } from "@/lib/constants";
import { spaceStatus } from "@/lib/spaces/rules/expiry";
import { investorView, sharedView } from "@/lib/messages/shared-view";
import type { VisitorItem, VisitorPayload } from "@/lib/visitor/schema";
import { CompanyMark } from "./company-mark";
import { DocumentIndex, documentIndex, filterIndex, indexCount, sectionIndex } from "./document-index";
import { IconSprite } from "./icon-sprite";
import { ItemCard } from "./item-cards";
import { SectionPanel } from "./section-panel";
import { ViewerProvider } from "./viewer/viewer-context";

type Of<T extends VisitorItem["itemType"]> = Extract<VisitorItem, { itemType: T }>;
const ofType = <T extends VisitorItem["itemType"]>(items: VisitorItem[], type: T) => items.filter((i): i is Of<T> => i.itemType === type);

export const formatDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** Past this many documents in Documents and Sections, a search box over their names helps. */
export const SEARCH_FROM_DOCUMENTS = 20;

const NOUNS = {
  tasks: ["task", "tasks"],
  documents: ["document", "documents"],
  phases: ["phase", "phases"],
} as const;

/** The space after the email gate, branded with the company: one calm column of the shared items' documents. */
export function SpaceContent({ payload, now }: { payload: VisitorPayload; now?: Date }) {
  const { space, items } = payload;
  const searchId = useId();
  const [query, setQuery] = useState("");
  // The founder's rule (lib/spaces/rules/expiry.ts): under 24 hours left reads Expiring Soon here too.
  const status = space.isActive ? spaceStatus(space.expiresAt, now) : "Expired";
  const expired = status === "Expired";
  const tasks = ofType(items, "task");
  const phases = ofType(items, "phase");
  const documents = useMemo(() => documentIndex(ofType(items, "document")), [items]);
  const sections = useMemo(() => sectionIndex(ofType(items, "category")), [items]);
  const searchable = indexCount(documents) + indexCount(sections) > SEARCH_FROM_DOCUMENTS;
  const shownDocuments = filterIndex(documents, query);
  const shownSections = filterIndex(sections, query);
  const nothingFound = query.trim() !== "" && indexCount(shownDocuments) + indexCount(shownSections) === 0;
  const company = space.companyName;

  // The tab says whose data room this is (the page before the gate keeps a neutral title).
  useEffect(() => {
    const title = company ? `${space.name} · ${company}` : space.name;
    document.title = title;
    // The router puts the route's own title back when it refreshes after the gate: say it again.
    const observer = new MutationObserver(() => document.title !== title && (document.title = title));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [space.name, company]);

  return (
    <ViewerProvider allowDownloads={payload.allowDownloads !== false} allowCopying={payload.allowCopying !== false}>
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <IconSprite />
        <header className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <div className="flex items-center gap-3">
            <CompanyMark name={company} logoUrl={space.companyLogoUrl} />
            <div className="grid min-w-0 gap-0.5">
              {company && <p className="text-sm font-medium break-words text-muted-foreground">{company}</p>}
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{space.name}</h1>
            </div>
          </div>
          {space.description && <p className="break-words whitespace-pre-wrap text-muted-foreground">{space.description}</p>}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            {expired ? (
              <Badge variant="destructive">{sharedView.expiredBadge}</Badge>
            ) : status === "Expiring Soon" ? (
              <Badge variant="warning">{sharedView.expiringSoonBadge}</Badge>
            ) : (
              <Badge variant="success">{sharedView.activeBadge}</Badge>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden="true" />
              {expired ? "Expired on" : "Expires on"} <time dateTime={space.expiresAt}>{formatDate(space.expiresAt)}</time>
            </span>
            <span>
              {items.length} shared {items.length === 1 ? "item" : "items"} · shared on {formatDate(space.createdAt)}
            </span>
          </div>
          {expired && (
            <p role="status" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {sharedView.expiredNotice}
            </p>
          )}
        </header>

        {searchable && (
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              {investorView.searchLabel}
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={investorView.searchPlaceholder}
              className="pl-9"
            />
          </div>
        )}
        {nothingFound && (
          <p role="status" className="text-center text-sm text-muted-foreground">
            {investorView.noMatch}
          </p>
        )}

        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{investorView.emptySpace}</p>
        ) : (
          <>
            {tasks.length > 0 && (
              <SectionPanel title="Tasks" count={tasks.length} Icon={ListChecks} maxHeight={SHARED_VIEW_LIST_HEIGHT_PX} noun={NOUNS.tasks}>
                {tasks.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </SectionPanel>
            )}
            {documents.length > 0 && (
              <SectionPanel
                title="Documents"
                count={indexCount(documents)}
                Icon={FileText}
                maxHeight={SHARED_VIEW_LIST_HEIGHT_PX}
                noun={NOUNS.documents}
              >
                <DocumentIndex index={shownDocuments} />
              </SectionPanel>
            )}
            {sections.length > 0 && (
              <SectionPanel
                title="Sections"
                count={ofType(items, "category").length}
                Icon={FolderOpen}
                maxHeight={SHARED_VIEW_SECTIONS_HEIGHT_PX}
                noun={NOUNS.documents}
              >
                <DocumentIndex index={shownSections} />
              </SectionPanel>
            )}
            {phases.length > 0 && (
              <SectionPanel title="Phases" count={phases.length} Icon={Layers} maxHeight={SHARED_VIEW_SECTIONS_HEIGHT_PX} noun={NOUNS.phases}>
                {phases.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </SectionPanel>
            )}
          </>
        )}

        <footer className="grid justify-items-center gap-2 border-t pt-6 text-center text-sm text-muted-foreground">
          <p className="flex items-start gap-2">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {sharedView.secureFooter}
          </p>
          <p className="text-xs">{investorView.poweredBy}</p>
        </footer>
      </div>
    </ViewerProvider>
  );
}
