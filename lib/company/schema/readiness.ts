import type { ReadinessItem, ReadinessSummary } from "@/lib/company/rules/readiness-score";
import type { RiskFlag } from "@/lib/checklist/risk-flags";

/**
 * The readiness figures a server page reads (lib/company/readiness.ts) and hands to its components:
 * no route answers them, so they are types only (the rules are lib/company/rules/readiness-score.ts and
 * lib/checklist/risk-flags.ts).
 */
export interface Readiness {
  summary: ReadinessSummary;
  flags: RiskFlag[];
  /** Held documents that have expired or expire within 30 days (lib/progress/document-expiry.ts), soonest first. */
  expiring: ReadinessItem[];
}

/** The dashboard's share of it: the top gaps only (the report lists them all). */
export interface DashboardReadiness {
  overall: ReadinessSummary["overall"];
  phases: ReadinessSummary["phases"];
  contributions: ReadinessSummary["contributions"];
  gaps: ReadinessSummary["gaps"];
  gapCount: number;
  flags: RiskFlag[];
}
