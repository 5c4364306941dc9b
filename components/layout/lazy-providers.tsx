"use client";

import dynamic from "next/dynamic";
import { PageSkeleton } from "./page-skeleton";

/**
 * components/providers.tsx as a chunk of its own, for `/`: it serves both the landing page, which
 * needs no React Query, and the dashboard, which does. Imported statically, React Query would be
 * in the landing page's first load; this way only the dashboard fetches it (still server-rendered).
 */
export const LazyProviders = dynamic(() => import("@/components/providers").then((m) => m.Providers), {
  loading: () => <PageSkeleton />,
});
