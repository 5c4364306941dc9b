"use client";

import type { PDFDocumentProxy } from "pdfjs-dist";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { findInItems, type TextMatch } from "./controls";
import type { PageHighlight } from "./pdf-page";

/** A page's text items, as the text layer lays them out (one span per item that has text). */
async function pageItems(pdf: PDFDocumentProxy, page: number): Promise<string[]> {
  const content = await (await pdf.getPage(page)).getTextContent();
  return content.items.flatMap((item) => ("str" in item ? [item.str] : []));
}

/**
 * The viewer's find box: every match of the query across the document's pages (their text read
 * once, page by page, only when the visitor searches), the current one, next/previous, and what
 * each page's text layer highlights.
 */
export function usePdfSearch(pdf: PDFDocumentProxy | null, onGo: (page: number) => void) {
  const [query, setQuery] = useState("");
  // The matches of the query they were found for (a newer query shows none until its own are found).
  const [found, setFound] = useState<{ query: string; matches: TextMatch[] } | null>(null);
  const [index, setIndex] = useState(0);
  const texts = useRef(new Map<number, Promise<string[]>>());

  useEffect(() => {
    texts.current = new Map();
  }, [pdf]);

  useEffect(() => {
    if (!pdf || !query.trim()) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const all: TextMatch[] = [];
      for (let page = 1; page <= pdf.numPages && !cancelled; page++) {
        let items = texts.current.get(page);
        if (!items) texts.current.set(page, (items = pageItems(pdf, page)));
        all.push(...findInItems(page, await items, query));
      }
      if (cancelled) return;
      setFound({ query, matches: all });
      setIndex(0);
      if (all.length) onGo(all[0].page);
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pdf, query, onGo]);

  const matches = pdf && query.trim() && found?.query === query ? found.matches : null;

  const step = useCallback(
    (delta: 1 | -1) => {
      if (!matches?.length) return;
      const next = (index + delta + matches.length) % matches.length;
      setIndex(next);
      onGo(matches[next].page);
    },
    [matches, index, onGo],
  );

  const highlights = useMemo(() => {
    const byPage = new Map<number, PageHighlight>();
    matches?.forEach((match, i) => {
      const entry = byPage.get(match.page) ?? { items: [], current: [] };
      byPage.set(match.page, {
        items: [...entry.items, ...match.items],
        current: i === index ? match.items : entry.current,
      });
    });
    return byPage;
  }, [matches, index]);

  return { query, setQuery, matches, index, step, highlights };
}
