"use client";

import { useId, useRef, type ReactNode } from "react";
import { ChevronDown, type LucideIcon } from "lucide-react";
import { investorView } from "@/lib/messages/shared-view";
import { cn } from "@/lib/utils";
import { useScrollHint } from "./use-scroll-hint";

interface SectionPanelProps {
  title: string;
  count: number;
  Icon: LucideIcon;
  /** Height of the scrolling list, in px (400, or 500 for sections). */
  maxHeight: number;
  /** What "N more" counts, singular and plural ("document", "documents"). */
  noun: readonly [string, string];
  className?: string;
  children: ReactNode;
}

/**
 * One titled list of the shared space (Tasks, Documents, Sections, Phases) with its count. The
 * list is only as tall as its content up to `maxHeight`; past it, it scrolls, says so (a fade at
 * the edge and "N more"), takes the keyboard (it is focusable, arrows and Page Down scroll it) and
 * ends at rest on a whole card or row (./use-scroll-hint.ts).
 */
export function SectionPanel({ title, count, Icon, maxHeight, noun, className, children }: SectionPanelProps) {
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const hint = useScrollHint(viewport, content, maxHeight);
  const scrolls = hint.height !== undefined;
  // "N more" counts entries not begun yet; a single tall card read in part says only that it goes on.
  const more = hint.more > 0 ? `${hint.more} more ${hint.more === 1 ? noun[0] : noun[1]}` : investorView.moreBelow;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-panel={title}
      className={cn("flex min-w-0 flex-col rounded-xl border bg-muted/30 shadow-xs", className)}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 border-b px-4 py-3 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
        <span className="ml-auto rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">{count}</span>
      </h2>
      <div className="relative">
        <div
          ref={viewport}
          data-panel-viewport=""
          onScroll={hint.onScroll}
          style={scrolls ? { maxHeight: hint.height } : undefined}
          // Positioned, so that what is absolutely placed inside (screen-reader-only text) scrolls with it instead of stretching the page.
          className={cn(
            "relative overscroll-contain",
            scrolls && "overflow-y-auto rounded-b-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          )}
          {...(scrolls ? { tabIndex: 0, role: "group", "aria-label": `${title}, scrollable list` } : {})}
        >
          <div ref={content} className="grid grid-cols-[minmax(0,1fr)] gap-3 p-3">
            {children}
          </div>
        </div>
        {scrolls && hint.below && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 rounded-b-xl bg-gradient-to-t from-background to-transparent"
          />
        )}
      </div>
      {scrolls && hint.below && (
        <button
          type="button"
          data-scroll-more=""
          onClick={() => viewport.current?.scrollBy({ top: (hint.height ?? maxHeight) * 0.8, behavior: "smooth" })}
          className="flex items-center justify-center gap-1 border-t px-4 py-2 text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronDown className="size-3.5" aria-hidden="true" />
          {more}
        </button>
      )}
    </section>
  );
}
