"use client";

import dynamic from "next/dynamic";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Where toasts go: at the top, just under the sticky nav bar (64 px and its border), never over
 * it nor its avatar menu. Not at the bottom: a page scrolls the control being used into view
 * there (a row's buttons, the notes box and its Save Notes), where a toast would cover it.
 * Desktop: top right; phones (sonner switches under 600 px): full width under the nav bar.
 */
export const TOAST_PLACEMENT = {
  position: "top-right",
  offset: { top: 76, right: 16 },
  mobileOffset: { top: 72, left: 8, right: 8 },
} as const;

/**
 * The app-wide toast region (SPEC.md section 9), loaded after hydration: sonner is ~10 kB gzip
 * that no page needs before its first toast. Nothing is lost meanwhile: a toast raised before the
 * Toaster subscribes is replayed to it when it mounts (sonner keeps the active toasts).
 */
export function LazyToaster() {
  return <Toaster {...TOAST_PLACEMENT} />;
}
