"use client";

import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Maximize,
  Minimize,
  MoveHorizontal,
  PanelLeft,
  RectangleVertical,
  Search,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { viewerText } from "@/lib/messages/shared-view";
import { typedPage, type Zoom } from "./controls";

export interface ToolbarProps {
  page: number;
  count: number;
  shownScale: number;
  zoom: Zoom;
  thumbnails: boolean;
  fullscreen: boolean;
  /** Find is offered only where the text layer is (the space allows copying). */
  canFind: boolean;
  finding: boolean;
  onGo(page: number): void;
  onZoom(direction: 1 | -1): void;
  onFit(mode: "width" | "page"): void;
  onThumbnails(): void;
  onFullscreen(): void;
  onFind(): void;
}

/** A short label beside its icon on wider screens; the icon alone (the label stays its name) on phones. */
const Label = ({ children }: { children: string }) => <span className="sr-only sm:not-sr-only">{children}</span>;

function PageField({ page, count, onGo }: { page: number; count: number; onGo(page: number): void }) {
  const [text, setText] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = typedPage(text ?? "", count);
    if (target) onGo(target);
    setText(null);
  };
  return (
    <form onSubmit={submit} className="contents">
      <Input
        aria-label="Go to page"
        inputMode="numeric"
        className="h-8 w-12 px-1 text-center tabular-nums"
        value={text ?? String(page)}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setText(null)}
        disabled={!count}
      />
    </form>
  );
}

/**
 * The viewer's controls: pages, zoom and fit, thumbnails, find and full screen. Two groups that
 * wrap whole: on a phone the page controls make one row and the view controls the next, instead of
 * a zoom-out button left at the end of the first row.
 */
export function PdfToolbar(props: ToolbarProps) {
  const { page, count, shownScale, zoom } = props;
  return (
    <div role="toolbar" aria-label="Document controls" className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={props.onThumbnails} aria-pressed={props.thumbnails} aria-label="Thumbnails">
          <PanelLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => props.onGo(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" /> <Label>Prev</Label>
        </Button>
        <PageField page={page} count={count} onGo={props.onGo} />
        <span className="min-w-20 text-center text-sm tabular-nums" aria-live="polite" data-testid="page-indicator">
          {count ? `Page ${page} of ${count}` : "Loading..."}
        </span>
        <Button variant="outline" size="sm" onClick={() => props.onGo(page + 1)} disabled={!count || page >= count} aria-label="Next page">
          <Label>Next</Label> <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <span className="hidden h-5 w-px bg-border sm:block" aria-hidden="true" />
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" className="size-8" onClick={() => props.onZoom(-1)} aria-label="Zoom out">
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums">{Math.round(shownScale * 100)}%</span>
        <Button variant="outline" size="icon" className="size-8" onClick={() => props.onZoom(1)} aria-label="Zoom in">
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => props.onFit("width")} aria-pressed={zoom.mode === "width"} aria-label="Fit width">
          <MoveHorizontal aria-hidden="true" /> <Label>Fit width</Label>
        </Button>
        <Button variant="outline" size="sm" onClick={() => props.onFit("page")} aria-pressed={zoom.mode === "page"} aria-label="Fit page">
          {/* A whole page, not corner brackets: those are Full screen's icon beside it. */}
          <RectangleVertical aria-hidden="true" /> <Label>Fit page</Label>
        </Button>
        {props.canFind && (
          <Button variant="outline" size="icon" className="size-8" onClick={props.onFind} aria-pressed={props.finding} aria-label="Find">
            <Search aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          onClick={props.onFullscreen}
          aria-pressed={props.fullscreen}
          aria-label="Full screen"
        >
          {props.fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}

/** The find row: the query, the match count, previous and next match (Enter is next, Shift+Enter previous). */
export function FindBar({
  query,
  onQuery,
  total,
  index,
  onStep,
}: {
  query: string;
  onQuery(query: string): void;
  total: number | null;
  index: number;
  onStep(delta: 1 | -1): void;
}) {
  return (
    <div className="flex items-center justify-center gap-1" role="search">
      <Input
        autoFocus
        type="search"
        aria-label={viewerText.searchLabel}
        placeholder={viewerText.searchLabel}
        className="h-8 max-w-64"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onStep(event.shiftKey ? -1 : 1);
        }}
      />
      <span className="min-w-16 text-center text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="find-count">
        {total === null ? "" : total ? viewerText.matchCount(index + 1, total) : viewerText.noMatches}
      </span>
      <Button variant="outline" size="icon" className="size-8" onClick={() => onStep(-1)} disabled={!total} aria-label="Previous match">
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button variant="outline" size="icon" className="size-8" onClick={() => onStep(1)} disabled={!total} aria-label="Next match">
        <ChevronDown aria-hidden="true" />
      </Button>
    </div>
  );
}
