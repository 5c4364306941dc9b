import "server-only";
import { sqlStatement, type NoRow, type Prisma, type PrismaClient, type PrismaRunner } from "@/lib/db";
import type { ActivityAction, ActivityEntry } from "@/lib/activity/rules";
import { uuid } from "@/lib/validations/common";

// The activity feed's writers. The module that owns a change calls them inside the change's own
// transaction, so a feed line commits (or rolls back) with what it describes.

export type { ActivityEntry };

/** The change's Prisma transaction (or the client, for a change of one statement): the feed line commits with it. */
export type ActivityTx = Pick<Prisma.TransactionClient | PrismaClient, "companyActivity">;

/** One line, in the change's transaction. */
export async function recordActivity(tx: ActivityTx, entry: ActivityEntry): Promise<void> {
  await tx.companyActivity.create({ data: { ...entry, subject: entry.subject as Prisma.InputJsonValue }, select: { id: true } });
}

/**
 * Several lines from one change (a save that uploads two documents) in one statement; a line
 * naming a task gets the task's title added here, so callers need not read it. SQL: it runs inside
 * the progress save's transaction and its restores' (a hot path, lib/progress/save.ts).
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

export async function recordActivities(tx: PrismaRunner, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertActivities.runPrisma(tx, [
    JSON.stringify(entries.map((e) => ({ company_id: e.companyId, actor_id: e.actorId, action: e.action, subject: e.subject }))),
    new Date(),
  ]);
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
