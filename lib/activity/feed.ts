import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { describeActivity, type ActivitySubject } from "@/lib/activity/rules";
import type { CompanyScope } from "@/lib/team/rules/roles";
import type { ActivityJson } from "@/lib/team/schema/assignments";

// The activity feed, read: the latest lines for the feed, all of them for the data export.

/** The feed shows this many entries (the export has them all). */
export const ACTIVITY_LIMIT = 50;

const activitySelect = {
  id: true,
  action: true,
  subject: true,
  createdAt: true,
  actor: { select: { firstName: true, lastName: true, email: true } },
} as const;

type ActivityRow = Prisma.CompanyActivityGetPayload<{ select: typeof activitySelect }>;

function serializeActivity(row: ActivityRow): ActivityJson {
  const name = [row.actor?.firstName, row.actor?.lastName].filter(Boolean).join(" ") || (row.actor?.email ?? null);
  const subject = row.subject as ActivitySubject;
  return {
    id: row.id,
    action: row.action,
    actorName: name,
    subject: subject as Record<string, unknown>,
    summary: describeActivity(row.action, subject ?? {}),
    createdAt: row.createdAt.toISOString(),
  };
}

async function readActivity(companyId: string, take?: number): Promise<ActivityJson[]> {
  const db = await getDb();
  const rows = await db.companyActivity.findMany({
    where: { companyId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: activitySelect,
  });
  return rows.map(serializeActivity);
}

/** The latest entries of a company the route's wrapper scoped (another company's was its 404), newest first. */
export async function listActivity(company: CompanyScope): Promise<ActivityJson[]> {
  return readActivity(company.id, ACTIVITY_LIMIT);
}

/** Every entry, for the data export (lib/account/export.ts). */
export async function activityForExport(companyId: string): Promise<ActivityJson[]> {
  return readActivity(companyId);
}
