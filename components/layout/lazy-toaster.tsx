"use client";

import dynamic from "next/dynamic";

/**
 * The app-wide toast region (SPEC.md section 9), loaded after hydration: sonner is ~10 kB gzip
 * that no page needs before its first toast. Nothing is lost meanwhile: a toast raised before the
 * Toaster subscribes is replayed to it when it mounts (sonner keeps the active toasts).
 */
export const LazyToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });
