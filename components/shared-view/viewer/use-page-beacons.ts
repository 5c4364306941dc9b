"use client";

import { useEffect, useRef } from "react";
import { MAX_BEACON_EVENTS, mergePageSamples } from "@/lib/spaces/rules/space-analytics";
import type { PageSample } from "@/lib/spaces/schema/space-analytics";
import { beaconTarget } from "./links";

/** Samples wait this long for more page turns before they go out in one batch. */
const BATCH_DELAY_MS = 5000;

function send(endpoint: string, events: PageSample[]) {
  if (!events.length) return;
  const body = JSON.stringify({ events });
  // sendBeacon survives the tab closing; keepalive fetch is the fallback where it is missing or refuses.
  const queued = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  if (!queued)
    void fetch(endpoint, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
    }).catch(() => undefined);
}

/**
 * Space analytics: measures how long each page of the open document is shown (only while the
 * tab is visible) and reports it in batches: after a pause in page turns, when the tab is hidden
 * and when the viewer closes. The server binds the batch to this visit by its cookie.
 */
export function usePageBeacons(url: string, page: number, ready: boolean) {
  const target = beaconTarget(url);
  const endpoint = target?.endpoint ?? null;
  const fileId = target?.fileId ?? null;
  const queue = useRef<PageSample[]>([]);
  const shown = useRef<{ page: number; since: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!endpoint || !fileId || !ready) return;
    const stopClock = () => {
      const current = shown.current;
      if (current) queue.current.push({ fileId, page: current.page, ms: performance.now() - current.since });
      shown.current = null;
    };
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const batch = mergePageSamples(queue.current, MAX_BEACON_EVENTS);
      queue.current = [];
      send(endpoint, batch);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        stopClock();
        flush();
      } else shown.current = { page, since: performance.now() };
    };
    const onPageHide = () => {
      stopClock();
      flush();
    };
    if (document.visibilityState !== "hidden") shown.current = { page, since: performance.now() };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      // A page turn (the next page starts its own clock) or the viewer closing.
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      stopClock();
      if (queue.current.length >= MAX_BEACON_EVENTS) flush();
      else {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, BATCH_DELAY_MS);
      }
    };
  }, [endpoint, fileId, page, ready]);

  // The viewer closing sends what is left at once.
  useEffect(
    () => () => {
      if (!endpoint) return;
      if (timer.current) clearTimeout(timer.current);
      send(endpoint, mergePageSamples(queue.current, MAX_BEACON_EVENTS));
      queue.current = [];
    },
    [endpoint],
  );
}
