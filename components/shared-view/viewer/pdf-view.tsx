"use client";

import { Loader2 } from "lucide-react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useCallback, useEffect, useRef, useState } from "react";
import { viewerText } from "@/lib/messages/shared-view";
import { cn } from "@/lib/utils";
import { isTypingTarget, keyAction, pageAt, scaleFor, type Zoom } from "./controls";
import { createDrawOrder } from "./draw-order";
import { nextPage, nextZoom } from "./links";
import { PdfPage, type PageSize } from "./pdf-page";
import { PdfThumbnails } from "./pdf-thumbnails";
import { FindBar, PdfToolbar } from "./pdf-toolbar";
import { RANGE_CHUNK, rangeTransport, type Opened } from "./range-loader";
import { useAccessCheck } from "./use-access-check";
import { usePageBeacons } from "./use-page-beacons";
import { usePdfSearch } from "./use-pdf-search";
import { useFrameSize, useFullscreen, useNearPages, useWideScreen } from "./use-view-frame";
import "./text-layer.css";

let workerPort: Worker | null = null;

/**
 * pdf.js, imported only when a PDF is opened (its chunk is not in the page's first load). The
 * document loads on demand: the first chunk came with the viewer's first request, every other one
 * is a Range request made when a page needs it.
 */
async function loadPdf(opened: Extract<Opened, { status: "pdf" }>, onRefused: (message: string) => void): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist");
  if (!workerPort) {
    // Bundled by Next as a static asset under /_next (CSP worker-src 'self', proxy.ts).
    workerPort = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), { type: "module" });
    pdfjs.GlobalWorkerOptions.workerPort = workerPort;
  }
  if (opened.initial.byteLength >= opened.length) return pdfjs.getDocument({ data: opened.initial, isEvalSupported: false }).promise;
  const range = rangeTransport(pdfjs.PDFDataRangeTransport, opened, onRefused);
  return pdfjs.getDocument({
    range,
    length: opened.length,
    rangeChunkSize: RANGE_CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
  }).promise;
}

/**
 * The PDF viewer: every page in one scrolling column (drawn only near the visible part), opened
 * fitted to the width; fit page, zoom, thumbnails, find over the text layer, full screen and keys
 * (arrows, PageUp/PageDown, Home/End, + and -). "Page x of n" follows the scroll.
 */
export function PdfView({ opened, url, allowCopying }: { opened: Extract<Opened, { status: "pdf" }>; url: string; allowCopying: boolean }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [base, setBase] = useState<PageSize | null>(null);
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>({ mode: "width" });
  // Thumbnails are open where there is room for them beside the pages (not on phones) until the visitor toggles them.
  const wide = useWideScreen(768);
  const [thumbnailsChoice, setThumbnails] = useState<boolean | null>(null);
  const thumbnails = thumbnailsChoice ?? wide;
  const [finding, setFinding] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameSize(frameRef);
  const fullscreen = useFullscreen(rootRef);
  const count = pdf?.numPages ?? 0;
  const near = useNearPages(frameRef, count);
  const visible = useNearPages(frameRef, count, "0px");
  const [order] = useState(createDrawOrder);

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    loadPdf(opened, (message) => !cancelled && setProblem(message))
      .then(async (loaded) => {
        doc = loaded;
        if (cancelled) return void loaded.destroy();
        const first = (await loaded.getPage(1)).getViewport({ scale: 1 });
        if (cancelled) return;
        setBase({ width: first.width, height: first.height });
        setPdf(loaded);
      })
      .catch(() => !cancelled && setProblem((current) => current ?? viewerText.unreadablePdf));
    return () => {
      cancelled = true;
      void doc?.destroy();
    };
  }, [opened]);

  const scale = base ? scaleFor(zoom, base, frame) : 1;
  const sizeOf = useCallback((n: number) => sizes[n] ?? base ?? { width: 1, height: 1 }, [sizes, base]);
  const onSize = useCallback(
    (n: number, size: PageSize) =>
      setSizes((current) => {
        const known = current[n] ?? base;
        return known && known.width === size.width && known.height === size.height ? current : { ...current, [n]: size };
      }),
    [base],
  );

  /** Scrolls page `n` to the top of the frame; the scroll then says which page is shown. */
  const go = useCallback(
    (n: number) => {
      const target = nextPage(n, count, 0);
      setPage(target);
      const slot = frameRef.current?.querySelector<HTMLElement>(`[data-page="${target}"]`);
      if (slot && frameRef.current) frameRef.current.scrollTop = slot.offsetTop - 8;
    },
    [count],
  );

  const onScroll = useCallback(() => {
    const el = frameRef.current;
    if (!el || !count) return;
    const slots = Array.from(el.querySelectorAll<HTMLElement>("[data-page]"));
    const atEnd = el.scrollTop > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
    setPage(
      atEnd
        ? count
        : pageAt(
            slots.map((s) => s.offsetTop),
            el.scrollTop,
            el.clientHeight,
          ),
    );
  }, [count]);

  // A zoom keeps the page being read in view.
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  useEffect(() => {
    if (pdf) go(pageRef.current);
  }, [scale, pdf, go]);

  const zoomBy = useCallback((direction: 1 | -1) => setZoom({ mode: "scale", scale: nextZoom(scale, direction) }), [scale]);
  const search = usePdfSearch(allowCopying ? pdf : null, go);
  usePageBeacons(url, page, pdf !== null);
  // Access ended (revoked, expired, removed): said on the next page change, whether or not that page needs new bytes.
  const onEnded = useCallback((message: string) => setProblem((current) => current ?? message), []);
  useAccessCheck(url, page, pdf !== null, onEnded);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const action = keyAction(event.key);
      if (!action || !count) return;
      event.preventDefault();
      if (action.type === "page") go(pageRef.current + action.delta);
      else if (action.type === "first") go(1);
      else if (action.type === "last") go(count);
      else zoomBy(action.direction);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [count, go, zoomBy]);

  return (
    <div ref={rootRef} className="flex h-full min-w-0 flex-col gap-2 bg-background">
      <PdfToolbar
        page={page}
        count={count}
        shownScale={scale}
        zoom={zoom}
        thumbnails={thumbnails}
        fullscreen={fullscreen.active}
        canFind={allowCopying}
        finding={finding}
        onGo={go}
        onZoom={zoomBy}
        onFit={(mode) => setZoom({ mode })}
        onThumbnails={() => setThumbnails(!thumbnails)}
        onFullscreen={fullscreen.toggle}
        onFind={() => setFinding((on) => !on)}
      />
      {finding && allowCopying && (
        <FindBar query={search.query} onQuery={search.setQuery} total={search.matches?.length ?? null} index={search.index} onStep={search.step} />
      )}
      {problem ? (
        <p role="alert" className="flex min-h-0 flex-1 items-center justify-center p-4 text-center text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <div className="flex min-h-0 min-w-0 flex-1 gap-2">
          <div
            ref={frameRef}
            tabIndex={0}
            onScroll={onScroll}
            onCopy={allowCopying ? undefined : (event) => event.preventDefault()}
            aria-label={count ? `Page ${page} of ${count}. Use the left and right arrow keys to turn pages.` : "Loading document"}
            className={cn(
              "relative min-h-0 min-w-0 flex-1 overflow-auto rounded-md bg-muted/40 p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              !allowCopying && "select-none",
            )}
          >
            {!pdf || !base ? (
              <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading PDF...
              </p>
            ) : (
              <div className="flex w-max min-w-full flex-col items-center gap-3">
                {Array.from({ length: count }, (_, i) => (
                  <PdfPage
                    key={i + 1}
                    pdf={pdf}
                    number={i + 1}
                    scale={scale}
                    size={sizeOf(i + 1)}
                    near={near.has(i + 1)}
                    visible={visible.has(i + 1)}
                    order={order}
                    allowCopying={allowCopying}
                    highlight={search.highlights.get(i + 1) ?? null}
                    onSize={onSize}
                  />
                ))}
              </div>
            )}
          </div>
          {thumbnails && pdf && base && <PdfThumbnails pdf={pdf} count={count} sizeOf={sizeOf} page={page} order={order} onGo={go} />}
        </div>
      )}
    </div>
  );
}
