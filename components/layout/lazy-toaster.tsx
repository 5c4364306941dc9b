"use client";

import dynamic from "next/dynamic";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Where toasts go: never over the nav bar and its avatar menu (top). Desktop: bottom right, low
 * in the corner, clear of the page's fields (nothing floats there any more); phones (sonner
 * switches under 600 px): full width at the very bottom, below the field being typed in (the
 * browser scrolls that to the middle).
 */
export const TOAST_PLACEMENT = {
  position: "bottom-right",
  offset: { bottom: 16, right: 16 },
  mobileOffset: { bottom: 8, left: 8, right: 8 },
} as const;

/**
 * The app-wide toast region (SPEC.md section 9), loaded after hydration: sonner is ~10 kB gzip
 * that no page needs before its first toast. Nothing is lost meanwhile: a toast raised before the
 * Toaster subscribes is replayed to it when it mounts (sonner keeps the active toasts).
 */
export function LazyToaster() {
  return <Toaster {...TOAST_PLACEMENT} />;
}
