import { DashboardEntry, loadDashboard } from "./dashboard-entry";
import { Landing } from "@/components/landing/landing";

/**
 * The signed-in home. Its address is `/`: proxy.ts rewrites `/` here when the request carries a
 * session cookie (and sends a direct visit of /dashboard to `/`), so the static landing
 * (app/page.tsx) serves everyone else. A cookie whose session has ended gets the landing, as `/`
 * gave it before.
 */
export default async function DashboardPage() {
  const data = await loadDashboard();
  if (!data) return <Landing />;
  return <DashboardEntry {...data} />;
}
