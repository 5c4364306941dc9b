"use client";

import dynamic from "next/dynamic";
import { PageSkeleton } from "@/components/layout/page-skeleton";

/**
 * `/` serves both the landing page and the dashboard. Imported straight from the (server)
 * dashboard entry, the dashboard's client code would be in `/`'s first load for signed-out
 * visitors too; through this client-side dynamic import it is a chunk of its own, loaded (and
 * still server-rendered) only when the dashboard renders.
 */
export const DashboardClientLazy = dynamic(() => import("./dashboard-client").then((m) => m.DashboardClient), {
  loading: () => <PageSkeleton label="Loading dashboard..." />,
});
