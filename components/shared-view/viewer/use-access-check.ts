"use client";

import { useEffect, useRef } from "react";
import { refusalMessage } from "./controls";
import { viewUrl } from "./links";

/** A page change waits this long for the next one before it asks: scrolling through ten pages asks once. */
export const ACCESS_CHECK_SETTLE_MS = 250;

/** The file route's answers that end the reading (gate lapsed, file removed, space revoked, expired or deactivated). */
const ENDS_READING = new Set([401, 403, 404, 410]);

/**
 * Whether the visitor may still read, asked on every page change after the first page is shown:
 * one HEAD to the file route, which runs the checks a GET runs, with no bytes and no analytics.
 *
 * A refused range alone cannot say it: when a PDF opens, pdf.js reads the dictionary of every
 * page (it checks the first and the last page, and looks up the page tree's children in
 * parallel), so for a file whose page objects are spread through it, the chunks holding them all
 * arrive with the first page and the next page may need no new bytes. Network failures and other
 * answers say nothing; the next page change asks again.
 */
export function useAccessCheck(url: string, page: number, ready: boolean, onEnded: (message: string) => void) {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (shown.current === null) {
      shown.current = page;
      return;
    }
    if (shown.current === page) return;
    shown.current = page;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(viewUrl(url), { method: "HEAD", signal: controller.signal, credentials: "same-origin", cache: "no-store" })
        .then((res) => {
          if (ENDS_READING.has(res.status)) ended.current(refusalMessage(res.status));
        })
        .catch(() => undefined);
    }, ACCESS_CHECK_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, page, ready]);
}
