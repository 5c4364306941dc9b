import "server-only";
import { getDb, sqlStatement, type NoRow, type Prisma, type PrismaClient, type SqlRunner } from "@/lib/db";
import { ACTIVITY_ACTIONS, addedDocuments, describeActivity, documentLabel, type ActivityAction, type ActivitySubject } from "@/lib/domain/activity";
import type { RemovedEntry } from "@/lib/progress/rules";
import type { DocumentsMap } from "@/lib/domain/progress";
import type { ActivityJson } from "@/lib/validations/assignments";
import { uuid } from "@/lib/validations/common";
import { requireMembership } from "./membership";

/** The feed shows this many entries (the export has them all). */
export const ACTIVITY_LIMIT = 50;

export interface ActivityEntry {
  companyId: string;
  actorId: string | null;
  action: ActivityAction;
  subject: ActivitySubject;
}

/** Hand-written SQL (lib/db/sql.ts) or a Prisma transaction: the feed line commits with its change. */
export type ActivityTx = SqlRunner | Pick<Prisma.TransactionClient | PrismaClient, "companyActivity">;

/** The one writer of the activity feed, called inside the change's own transaction. */
export async function recordActivity(tx: ActivityTx, entry: ActivityEntry): Promise<void> {
  if ("rows" in tx) return recordActivities(tx, [entry]);
  await tx.companyActivity.create({ data: { ...entry, subject: entry.subject as Prisma.InputJsonValue }, select: { id: true } });
}

/**
 * Several lines from one change (a save that uploads two documents) in one statement; a line
 * naming a task gets the task's title added here, so callers need not read it. SQL: it runs inside
 * the hand-SQL transactions of the progress save (a hot path, lib/progress/save.ts).
 */
const insertActivities = sqlStatement<NoRow, [entries: string, at: Date]>(
  "activity.insert",
  {},
  `INSERT INTO company_activity (id, company_id, actor_id, action, subject, created_at)
   SELECT gen_random_uuid(), x.company_id, x.actor_id, x.action,
          CASE WHEN t.title IS NULL OR x.subject ? 'taskTitle' THEN x.subject ELSE x.subject || jsonb_build_object('taskTitle', t.title) END,
          $2::timestamp(3)
   FROM jsonb_to_recordset($1::jsonb) AS x(company_id uuid, actor_id uuid, action text, subject jsonb)
   LEFT JOIN tasks t ON t.id::text = x.subject->>'taskId'`,
);

export async function recordActivities(tx: SqlRunner, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertActivities.run(tx, [
    JSON.stringify(entries.map((e) => ({ company_id: e.companyId, actor_id: e.actorId, action: e.action, subject: e.subject }))),
    new Date(),
  ]);
}

/** The feed lines of a progress save: each document it put a file or link on, and each it emptied. */
export function documentActivity(a: {
  companyId: string;
  actorId: string;
  taskId: string;
  before: DocumentsMap | null;
  after: DocumentsMap | null;
  removed: RemovedEntry[];
}): ActivityEntry[] {
  const line = (action: ActivityAction, documentName: string): ActivityEntry => ({
    companyId: a.companyId,
    actorId: a.actorId,
    action,
    subject: { taskId: a.taskId, documentName },
  });
  return [
    ...addedDocuments(a.before, a.after).map((name) => line(ACTIVITY_ACTIONS.documentAdded, name)),
    ...a.removed.map(({ entry }) => line(ACTIVITY_ACTIONS.documentRemoved, documentLabel(entry))),
  ];
}

/** A shared space's line, named from the row itself (inside the transaction that changes it). */
export async function recordSpaceActivity(
  tx: Pick<Prisma.TransactionClient, "sharedSpace" | "companyActivity">,
  { actorId, spaceId, action }: { actorId: string; spaceId: string; action: ActivityAction },
): Promise<void> {
  if (!uuid.safeParse(spaceId).success) return; // no such space: nothing to name
  const space = await tx.sharedSpace.findUnique({ where: { id: spaceId }, select: { companyId: true, name: true } });
  if (!space) return;
  await tx.companyActivity.create({
    data: { companyId: space.companyId, actorId, action, subject: { spaceName: space.name } },
    select: { id: true },
  });
}

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

/** The latest entries of the user's company, newest first; someone else's company is a 404. */
export async function listActivity({ userId, companyId }: { userId: string; companyId: unknown }): Promise<ActivityJson[]> {
  // The membership check alone (a 404 for another company): the feed needs no company fields.
  const member = await requireMembership({ userId, companyId, action: "read" });
  return readActivity(member.companyId, ACTIVITY_LIMIT);
}

/** Every entry, for the data export (lib/data/account-export.ts). */
export async function activityForExport(companyId: string): Promise<ActivityJson[]> {
  return readActivity(companyId);
}
