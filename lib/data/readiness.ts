import "server-only";
import { getDb } from "@/lib/db";
import { DASHBOARD_GAPS, readinessItems, readinessSummary, type ReadinessTask } from "@/lib/domain/readiness-score";
import { riskFlags } from "@/lib/domain/risk-flags";
import { taskNotApplicable, toFacts } from "./applicability";
import { asDocuments } from "./progress-save";
import type { DashboardReadiness, Readiness } from "@/lib/validations/readiness";
import type { CompanyRow } from "./company";

export type { DashboardReadiness, Readiness };

/** What the readiness figures need of a company: its id, facts and founding date. */
export type ReadinessCompany = Pick<
  CompanyRow,
  | "id"
  | "foundedDate"
  | "countryOfIncorporation"
  | "countriesOfOperation"
  | "entityType"
  | "foreignInvestors"
  | "headcountBand"
  | "regulatedSector"
  | "hasSubsidiaries"
  | "stage"
>;

/**
 * The company's readiness: score, gaps, rule-based flags and lapsing documents, from every task
 * with the company's progress on it (the statement count does not grow with the data).
 * `company` must come from getCompanyForUser / requireCompany: the authorization is theirs.
 */
export async function getReadiness({
  company,
  phaseIds,
  today = new Date(),
}: {
  company: ReadinessCompany;
  phaseIds: string[];
  today?: Date;
}): Promise<Readiness> {
  const db = await getDb();
  const rows = await db.task.findMany({
    orderBy: [{ phase: { order: "asc" } }, { phase: { name: "asc" } }, { order: "asc" }, { title: "asc" }],
    select: {
      id: true,
      phaseId: true,
      title: true,
      description: true,
      priority: true,
      order: true,
      slug: true,
      documentSlugs: true,
      progress: { where: { companyId: company.id }, select: { priority: true, documents: true } },
    },
  });
  const facts = toFacts(company);
  const tasks: ReadinessTask[] = rows.map((row) => ({
    id: row.id,
    phaseId: row.phaseId,
    title: row.title,
    description: row.description,
    priority: row.priority,
    order: row.order,
    slug: row.slug,
    documentSlugs: Array.isArray(row.documentSlugs) ? (row.documentSlugs as string[]) : undefined,
    notApplicable: taskNotApplicable({ slug: row.slug, description: row.description, documentSlugs: row.documentSlugs }, facts),
  }));
  const records = rows.map((row) => ({
    taskId: row.id,
    priority: row.progress[0]?.priority ?? null,
    documents: asDocuments(row.progress[0]?.documents),
  }));
  const items = readinessItems(tasks, records, today);
  const foundedDate = company.foundedDate ? company.foundedDate.toISOString().slice(0, 10) : null;
  return {
    summary: readinessSummary(items, phaseIds),
    flags: riskFlags({ items, facts, foundedDate, today }),
    expiring: items
      .filter((item) => item.expiry === "expired" || item.expiry === "expiring")
      .sort((a, b) => (a.expiresOn ?? "").localeCompare(b.expiresOn ?? "")),
  };
}

/** The dashboard's share of it: the top gaps only (the report lists them all). */
export function dashboardReadiness({ summary, flags }: Readiness): DashboardReadiness {
  return { overall: summary.overall, phases: summary.phases, gaps: summary.gaps.slice(0, DASHBOARD_GAPS), gapCount: summary.gaps.length, flags };
}
