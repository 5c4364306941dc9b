import type { ReactNode } from "react";
import { DocumentLoad } from "@/app/(app)/document-load";
import { loadDashboard } from "./dashboard-entry";

/** A full load of `/` carries the dashboard in its first HTML, not its loading skeleton (app/(app)/document-load.tsx). */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DocumentLoad load={loadDashboard}>{children}</DocumentLoad>;
}
