import type { ReactNode } from "react";
import { awaitOnDocumentLoad } from "@/app/(app)/document-load";
import { loadDashboard } from "./dashboard-entry";

/** A full load of `/` carries the dashboard in its first HTML, not its loading skeleton (app/(app)/document-load.ts). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await awaitOnDocumentLoad(loadDashboard);
  return children;
}
