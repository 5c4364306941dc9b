"use client";

import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from "react";

/** The frame's inner size, following it as the window, the phone's orientation or the thumbnails change it. */
export function useFrameSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () =>
      setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  });
  return size;
}

/**
 * The pages within about a screen of the frame's visible part (`margin` "0px": the visible ones
 * only): those are drawn (and their bytes fetched); the rest stay empty slots. Page 1 is near
 * until the frame has been measured.
 */
export function useNearPages(ref: RefObject<HTMLElement | null>, count: number, margin = "100% 0px"): ReadonlySet<number> {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1]));
  useEffect(() => {
    const root = ref.current;
    if (!root || !count || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root, rootMargin: margin },
    );
    for (const slot of root.querySelectorAll("[data-page]")) observer.observe(slot);
    return () => observer.disconnect();
  }, [ref, count, margin]);
  return near;
}

/** Full screen for the viewer itself (the Fullscreen API on its element), and whether it is on. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { active, toggle };
}

/** Whether the screen is at least `px` wide, following it as the window or the phone turns. */
export function useWideScreen(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
