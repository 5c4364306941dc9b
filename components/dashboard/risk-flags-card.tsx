import { FlagList } from "@/components/readiness/flag-list";
import type { RiskFlag } from "@/lib/checklist/risk-flags";
import { DashboardCard } from "./dashboard-card";

/** Flags raised by fixed, named rules over the company's facts and documents. */
export function RiskFlagsCard({ flags }: { flags: RiskFlag[] }) {
  return (
    <DashboardCard titleId="risk-flags-title" title="Risk flags" description="Rule-based checks">
      <FlagList flags={flags} maxTriggers={3} />
    </DashboardCard>
  );
}
