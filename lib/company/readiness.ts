import "server-only";
import { getSql, sqlStatement } from "@/lib/db";
import { DASHBOARD_GAPS, readinessItems, readinessSummary, type ReadinessTask } from "@/lib/company/rules/readiness-score";
import { riskFlags } from "@/lib/checklist/risk-flags";
import type { CompanyFacts } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { toFacts } from "@/lib/checklist/company-facts";
import { figuresVersionSql } from "@/lib/data/data-versions";
import { isMemberSql } from "@/lib/data/membership";
import { asDocuments } from "@/lib/progress/schema";
import type { DashboardReadiness, Readiness } from "@/lib/company/schema/readiness";
import { VersionedJsonCache } from "@/lib/data/versioned-cache";
import { localToday } from "@/lib/format";

export type { DashboardReadiness, Readiness };

/** What the readiness figures need of a company: its id, facts and founding date (a company row has them all). */
export type ReadinessCompany = CompanyFactsRow & { id: string; foundedDate: Date | null };

/** Every task in checklist order with the company's progress on it ($1), if any. */
const readinessTasksStatement = sqlStatement<
  Omit<ReadinessTask, "notApplicable" | "documentSlugs" | "slug" | "order"> & {
    order: number;
    slug: string | null;
    documentSlugs: unknown;
    progressPriority: string | null;
    documents: unknown;
  },
  [companyId: string]
>(
  "readiness.tasks",
  {
    id: true,
    phaseId: true,
    title: true,
    description: true,
    priority: true,
    order: true,
    slug: true,
    documentSlugs: true,
    progressPriority: true,
    documents: true,
  },
  `SELECT t.id::text AS "id", t.phase_id::text AS "phaseId", t.title, t.description, t.priority, t."order", t.slug,
            t.document_slugs AS "documentSlugs", cp.priority AS "progressPriority", cp.documents
     FROM tasks t JOIN phases p ON p.id = t.phase_id
     LEFT JOIN company_progress cp ON cp.task_id = t.id AND cp.company_id = $1::uuid
     ORDER BY p."order" ASC, p.name ASC, t."order" ASC, t.title ASC`,
);

/** What a company's readiness is computed from besides its facts, founding date and the day (figuresVersionSql). */
const readinessVersionStatement = sqlStatement<{ version: string }, [companyId: string]>(
  "readiness.version",
  { version: true },
  `SELECT ${figuresVersionSql("$1::uuid")} AS "version"`,
);

/**
 * $1 company, $2 user: the company's id, founding day and facts with the version its readiness is
 * computed from, when the user is a member (no row otherwise). A page that shows readiness reads
 * its company with this one statement, and the readiness itself is then held or computed.
 */
const memberReadinessStatement = sqlStatement<
  CompanyFactsRow & { id: string; foundedDay: string | null; version: string },
  [companyId: string, userId: string]
>(
  "readiness.member",
  { id: true, foundedDay: true, version: true, ...FACTS_COLUMN_NAMES },
  `SELECT c.id::text AS id, to_char(c.founded_date, 'YYYY-MM-DD') AS "foundedDay", ${FACTS_COLUMNS}, ${figuresVersionSql("c.id")} AS "version"
     FROM companies c WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

/** The signed-in user's current company as readiness reads it, its facts and the version of its figures; null without one. */
export async function currentCompanyReadiness(user: {
  id: string;
  companyId: string | null;
}): Promise<{ company: ReadinessCompany; facts: CompanyFacts; version: string } | null> {
  if (!user.companyId) return null;
  const [row] = await memberReadinessStatement.run(await getSql(), [user.companyId, user.id]);
  if (!row) return null;
  const { foundedDay, version, ...rest } = row;
  // A date column as Prisma reads it (midnight UTC), so the cached readiness is the one the dashboard keeps.
  const company = { ...rest, foundedDate: foundedDay ? new Date(`${foundedDay}T00:00:00.000Z`) : null };
  return { company, facts: toFacts(company), version };
}

/** Each company's readiness (as JSON, parsed per read so no caller shares an object), per version of what it is computed from. */
const readinessCache = new VersionedJsonCache<{ json: Buffer }>();

/**
 * The company's readiness: score, gaps, rule-based flags and lapsing documents, from every task
 * with the company's progress on it (typed SQL: the dashboard reads it on every load, and the same
 * read through Prisma cost about 3.4 ms of CPU at 128 tasks). The result is kept per company while
 * its progress, the checklist, its facts, founding date, the phases asked and the calendar day stay
 * the same (read in one statement first, so another instance's save is seen on the next load).
 * `company` must come from getCompanyForUser / requireCompany: the authorization is theirs.
 */
export async function getReadiness({
  company,
  phaseIds,
  today = new Date(),
  version,
}: {
  company: ReadinessCompany;
  phaseIds: string[];
  today?: Date;
  /** The figures' version, when the caller read it with the company (currentCompanyReadiness): not read again. */
  version?: string;
}): Promise<Readiness> {
  const rows = version ?? (await readinessVersionStatement.run(await getSql(), [company.id]))[0]!.version;
  const key = JSON.stringify([rows, toFacts(company), company.foundedDate, phaseIds, localToday(today)]);
  const cached = readinessCache.get(company.id, key);
  if (cached) return JSON.parse(cached.json.toString()) as Readiness;
  // Read after the version: a save in between leaves newer rows under the older version, which the next load rebuilds.
  const readiness = await computeReadiness({ company, phaseIds, today });
  readinessCache.set(company.id, key, { json: Buffer.from(JSON.stringify(readiness)) });
  return readiness;
}

async function computeReadiness({ company, phaseIds, today }: { company: ReadinessCompany; phaseIds: string[]; today: Date }): Promise<Readiness> {
  const rows = await readinessTasksStatement.run(await getSql(), [company.id]);
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
  const records = rows.map((row) => ({ taskId: row.id, priority: row.progressPriority, documents: asDocuments(row.documents) }));
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
  return {
    overall: summary.overall,
    phases: summary.phases,
    contributions: summary.contributions,
    gaps: summary.gaps.slice(0, DASHBOARD_GAPS),
    gapCount: summary.gaps.length,
    flags,
  };
}
