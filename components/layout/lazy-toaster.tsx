"use client";

import dynamic from "next/dynamic";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Where toasts go: never over the nav bar and its avatar menu (top), and above the floating
 * 'Share Documents' button (bottom-right, 40 px high at 16/24 px from the edges). Desktop: bottom
 * right; phones (sonner switches under 600 px): full width at the bottom, above that button.
 */
export const TOAST_PLACEMENT = {
  position: "bottom-right",
  offset: { bottom: 88, right: 24 },
  mobileOffset: { bottom: 72, left: 12, right: 12 },
} as const;

/**
 * The app-wide toast region (SPEC.md section 9), loaded after hydration: sonner is ~10 kB gzip
 * that no page needs before its first toast. Nothing is lost meanwhile: a toast raised before the
 * Toaster subscribes is replayed to it when it mounts (sonner keeps the active toasts).
 */
export function LazyToaster() {
  return <Toaster {...TOAST_PLACEMENT} />;
}
