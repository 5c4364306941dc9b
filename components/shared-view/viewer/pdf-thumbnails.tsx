"use client";

import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { memo, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import type { DrawOrder } from "./draw-order";
import type { PageSize } from "./pdf-page";

/** A thumbnail's width in CSS pixels. */
const THUMB_WIDTH = 96;

/** One thumbnail, drawn small once it scrolls into the strip's view (its page's bytes load then). */
const Thumbnail = memo(function Thumbnail({
  pdf,
  number,
  size,
  current,
  order,
  onGo,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  size: PageSize;
  current: boolean;
  /** Thumbnails draw only while no page in view is drawing. */
  order: DrawOrder;
  onGo(page: number): void;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(false);
  const height = Math.round((THUMB_WIDTH * size.height) / size.width);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || seen) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: "200px 0px" });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    const canvas = ref.current;
    if (!seen || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    (async () => {
      await order.turn(() => false);
      if (cancelled) return;
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (THUMB_WIDTH * ratio) / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      if (!cancelled) canvas.dataset.thumbPage = String(number);
    })().catch(() => {
      // Cancelled, or a refused chunk (the viewer says so).
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, seen, order]);

  return (
    <li>
      <button
        type="button"
        onClick={() => onGo(number)}
        aria-label={`Go to page ${number}`}
        aria-current={current ? "page" : undefined}
        className={cn(
          "block rounded-sm p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          current ? "bg-primary/15 ring-2 ring-primary" : "hover:bg-muted",
        )}
      >
        <canvas ref={ref} aria-hidden="true" className="block bg-white shadow-sm" style={{ width: THUMB_WIDTH, height }} />
        <span className="mt-0.5 block text-center text-xs tabular-nums text-muted-foreground">{number}</span>
      </button>
    </li>
  );
});

/** The page strip beside the pages (wide screens; a toggle elsewhere): click a page to go to it. */
export function PdfThumbnails({
  pdf,
  count,
  sizeOf,
  page,
  order,
  onGo,
}: {
  pdf: PDFDocumentProxy;
  count: number;
  sizeOf(page: number): PageSize;
  page: number;
  order: DrawOrder;
  onGo(page: number): void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // The current page's thumbnail stays in the strip's view as the pages scroll.
  useEffect(() => {
    listRef.current?.querySelector("[aria-current='page']")?.scrollIntoView({ block: "nearest" });
  }, [page]);
  return (
    <nav aria-label="Page thumbnails" className="order-first min-h-0 shrink-0 overflow-y-auto rounded-md bg-muted/40 p-1">
      <ol ref={listRef} className="flex flex-col items-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <Thumbnail key={i + 1} pdf={pdf} number={i + 1} size={sizeOf(i + 1)} current={page === i + 1} order={order} onGo={onGo} />
        ))}
      </ol>
    </nav>
  );
}
