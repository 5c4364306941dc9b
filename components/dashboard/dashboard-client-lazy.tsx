"use client";

import dynamic from "next/dynamic";

/**
 * `/` serves both the landing page and the dashboard. Imported straight from the (server)
 * dashboard entry, the dashboard's client code would be in `/`'s first load for signed-out
 * visitors too; through this client-side dynamic import it is a chunk of its own, loaded (and
 * still server-rendered) only when the dashboard renders.
 *
 * No `loading` of its own: while the chunk loads, the nearest boundary shows its placeholder,
 * DashboardEntry's "Loading dashboard..." skeleton (the one this would draw). A second boundary
 * meant the server rendered and streamed that skeleton twice on every request.
 */
export const DashboardClientLazy = dynamic(() => import("./dashboard-client").then((m) => m.DashboardClient));
