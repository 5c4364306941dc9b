"use client";

import { ChevronLeft, ChevronRight, Loader2, Maximize2, ZoomIn, ZoomOut } from "lucide-react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { nextPage, nextZoom } from "./links";
import { usePageBeacons } from "./use-page-beacons";

let workerPort: Worker | null = null;

/** pdf.js, imported only when a PDF is opened (its chunk is not in the page's first load). */
async function loadPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist");
  if (!workerPort) {
    // Bundled by Next as a static asset under /_next (CSP worker-src 'self', proxy.ts).
    workerPort = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), { type: "module" });
    pdfjs.GlobalWorkerOptions.workerPort = workerPort;
  }
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
}

type Zoom = { mode: "fit" } | { mode: "scale"; scale: number };

/** One page at a time on a canvas: Prev/Next, page x of n, ArrowLeft/ArrowRight, zoom in/out and fit width. */
export function PdfView({ bytes, url }: { bytes: ArrayBuffer; url: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>({ mode: "fit" });
  const [shownScale, setShownScale] = useState(1);
  // Fit width follows the frame (a phone turned sideways, a resized window).
  const [frameWidth, setFrameWidth] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    loadPdf(bytes).then(
      (loaded) => {
        doc = loaded;
        if (cancelled) void loaded.destroy();
        else setPdf(loaded);
      },
      () => !cancelled && setError("This PDF could not be read."),
    );
    return () => {
      cancelled = true;
      void doc?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const fitWidth = zoom.mode === "fit" ? frameWidth : 0;
  useEffect(() => {
    if (!pdf || !canvasRef.current || !frameRef.current) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    (async () => {
      const current = await pdf.getPage(page);
      if (cancelled || !canvasRef.current || !frameRef.current) return;
      const base = current.getViewport({ scale: 1 });
      const scale = zoom.mode === "fit" ? Math.max(0.1, (frameRef.current.clientWidth - 16) / base.width) : zoom.scale;
      setShownScale(scale);
      const ratio = window.devicePixelRatio || 1;
      const viewport = current.getViewport({ scale: scale * ratio });
      const canvas = canvasRef.current;
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = current.render({ canvas, viewport });
      await task.promise;
      if (!cancelled) canvas.dataset.renderedPage = String(page);
      // bench/pdf-viewer.ts times "first page shown" by this mark (the first canvas draw since the page loaded).
      if (!cancelled && !performance.getEntriesByName("pdf-viewer:first-page").length) performance.mark("pdf-viewer:first-page");
    })().catch(() => {
      // A cancelled render rejects; a newer page or zoom is already drawing.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom, fitWidth]);

  const count = pdf?.numPages ?? 0;
  // Space analytics: time per page, reported to the space's beacon route.
  usePageBeacons(url, page, pdf !== null);
  const go = (delta: number) => setPage((current) => nextPage(current, count, delta));
  const zoomBy = (direction: 1 | -1) => setZoom({ mode: "scale", scale: nextZoom(shownScale, direction) });

  // Arrow keys turn pages wherever the focus is inside the open viewer (a disabled button drops it).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const delta = event.key === "ArrowRight" || event.key === "PageDown" ? 1 : event.key === "ArrowLeft" || event.key === "PageUp" ? -1 : 0;
      if (!delta) return;
      event.preventDefault();
      setPage((current) => nextPage(current, count, delta));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [count]);

  if (error)
    return (
      <p role="alert" className="flex h-full items-center justify-center text-sm text-destructive">
        {error}
      </p>
    );
  return (
    <div className="flex h-full min-w-0 flex-col gap-2">
      <div role="toolbar" aria-label="Document controls" className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="outline" size="sm" onClick={() => go(-1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" /> Prev
        </Button>
        <span className="min-w-24 text-center text-sm tabular-nums" aria-live="polite" data-testid="page-indicator">
          {count ? `Page ${page} of ${count}` : "Loading..."}
        </span>
        <Button variant="outline" size="sm" onClick={() => go(1)} disabled={!count || page >= count} aria-label="Next page">
          Next <ChevronRight aria-hidden="true" />
        </Button>
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        <Button variant="outline" size="icon" className="size-8" onClick={() => zoomBy(-1)} aria-label="Zoom out">
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums">{Math.round(shownScale * 100)}%</span>
        <Button variant="outline" size="icon" className="size-8" onClick={() => zoomBy(1)} aria-label="Zoom in">
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setZoom({ mode: "fit" })} aria-pressed={zoom.mode === "fit"}>
          <Maximize2 aria-hidden="true" /> Fit width
        </Button>
      </div>
      <div
        ref={frameRef}
        tabIndex={0}
        aria-label={count ? `Page ${page} of ${count}. Use the left and right arrow keys to turn pages.` : "Loading document"}
        className="min-h-0 min-w-0 flex-1 overflow-auto rounded-md bg-muted/40 p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {!pdf && (
          <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading PDF...
          </p>
        )}
        <canvas ref={canvasRef} className={pdf ? "mx-auto block bg-white shadow" : "hidden"} />
      </div>
    </div>
  );
}
