"use client";

import type { PDFDocumentProxy, RenderTask, TextLayer } from "pdfjs-dist";
import { memo, useEffect, useRef, useState } from "react";
import type { DrawOrder } from "./draw-order";

export interface PageSize {
  width: number;
  height: number;
}

/** Items of a page's text layer to highlight for the find box: all matches, and the current one. */
export interface PageHighlight {
  items: readonly number[];
  current: readonly number[];
}

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  number: number;
  /** CSS pixels per PDF point. */
  scale: number;
  /** The page's size at scale 1 (the first page's until this page has loaded). */
  size: PageSize;
  /** Near the visible part of the frame: drawn; far from it: an empty slot of the same size. */
  near: boolean;
  /** In the visible part of the frame: drawn before the near pages around it. */
  visible: boolean;
  order: DrawOrder;
  allowCopying: boolean;
  highlight: PageHighlight | null;
  onSize(page: number, size: PageSize): void;
}

/**
 * One page of the continuous view: a slot of the page's size, with the canvas drawn (and pdf.js's
 * text layer over it when the space allows copying) while it is near the visible part. A page far
 * away gives back its canvas memory; its bytes are fetched only when it first comes near.
 */
export const PdfPage = memo(function PdfPage({ pdf, number, scale, size, near, visible, order, allowCopying, highlight, onSize }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<TextLayer | null>(null);
  const [textReady, setTextReady] = useState(0);
  // Read when a draw starts, not a reason to restart one: a page scrolled into view mid-draw goes on.
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const width = Math.floor(size.width * scale);
  const height = Math.floor(size.height * scale);

  useEffect(() => {
    const canvas = canvasRef.current;
    const text = textRef.current;
    if (!near || !canvas) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    let layer: TextLayer | null = null;
    let turn: { done(): void } | null = null;
    const release = () => turn?.done();
    (async () => {
      turn = await order.turn(() => visibleRef.current);
      if (cancelled) return release();
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      onSize(number, { width: base.width, height: base.height });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      release();
      if (cancelled) return;
      canvas.dataset.renderedPage = String(number);
      // bench/pdf-viewer.ts times "first page shown" by this mark (the first canvas draw since the page loaded).
      if (!performance.getEntriesByName("pdf-viewer:first-page").length) performance.mark("pdf-viewer:first-page");
      const container = text;
      if (!allowCopying || !container) return;
      const { TextLayer } = await import("pdfjs-dist");
      if (cancelled) return;
      container.replaceChildren();
      layer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport: page.getViewport({ scale }) });
      await layer.render();
      if (cancelled) return;
      layerRef.current = layer;
      setTextReady((n) => n + 1);
    })().catch(() => {
      // A cancelled render rejects (a newer zoom is drawing); a refused chunk is said by the viewer.
      release();
    });
    return () => {
      cancelled = true;
      release();
      task?.cancel();
      layer?.cancel();
      layerRef.current = null;
      delete canvas.dataset.renderedPage;
      text?.replaceChildren();
    };
  }, [pdf, number, scale, near, order, allowCopying, onSize]);

  // A page scrolled far away gives its canvas memory back (the slot keeps its size).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (near || !canvas) return;
    canvas.width = 0;
    canvas.height = 0;
  }, [near]);

  useEffect(() => {
    const divs = layerRef.current?.textDivs ?? [];
    for (const div of divs) div.classList.remove("highlight", "selected");
    if (!highlight) return;
    for (const i of highlight.items) divs[i]?.classList.add("highlight");
    for (const i of highlight.current) divs[i]?.classList.add("highlight", "selected");
    divs[highlight.current[0]]?.scrollIntoView({ block: "center", inline: "nearest" });
  }, [highlight, textReady]);

  return (
    <div
      data-page={number}
      role="group"
      aria-label={`Page ${number}`}
      className="pdf-page relative mx-auto bg-white shadow"
      style={{ width, height, "--total-scale-factor": scale } as React.CSSProperties}
    >
      <canvas ref={canvasRef} aria-hidden="true" className="block" style={{ width, height }} />
      {allowCopying && <div ref={textRef} className="textLayer" />}
    </div>
  );
});
