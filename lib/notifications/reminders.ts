import "server-only";
import { getDb } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { addDays, dayOf, REMINDER_WINDOW_DAYS, selectReminderTasks } from "@/lib/team/rules/assignments";
import { linkTo } from "@/lib/email/config";
import { enqueueNotification, VERIFIED_RECIPIENT } from "@/lib/email/notify";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/email/unsubscribe-token";

interface DueRow {
  companyId: string;
  userId: string;
  companyName: string;
  taskId: string;
  title: string;
  dueOn: string;
  completed: boolean;
}

/**
 * The daily task reminder: one email per member and company with their overdue tasks
 * and those due within REMINDER_WINDOW_DAYS. A member who unsubscribed, whose address is not
 * verified (lib/email/notify.ts), or who already had today's, gets none: task_reminder_sends is
 * the dedupe, written in the same transaction as the outbox row, so two workers (or the job and
 * the cron route) racing send it once. Three reads
 * (every due task, its assignee's membership, today's sends), then one short transaction per email.
 */
export async function sendTaskReminders({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number }> {
  const today = dayOf(now);
  const db = await getDb();
  const due = await db.companyProgress.findMany({
    where: { dueOn: { lte: new Date(`${addDays(today, REMINDER_WINDOW_DAYS)}T00:00:00Z`) }, completed: false, assigneeId: { not: null } },
    select: {
      companyId: true,
      assigneeId: true,
      taskId: true,
      dueOn: true,
      completed: true,
      company: { select: { name: true } },
      task: { select: { title: true } },
    },
  });
  // The assignees still members with reminders on and a verified address, and who already had today's.
  const companyIds = [...new Set(due.map((row) => row.companyId))];
  const [members, sends] = await Promise.all([
    db.companyMember.findMany({
      where: {
        companyId: { in: companyIds },
        userId: { in: [...new Set(due.map((row) => row.assigneeId!))] },
        taskReminders: true,
        user: VERIFIED_RECIPIENT,
      },
      select: { companyId: true, userId: true },
    }),
    db.taskReminderSend.findMany({
      where: { companyId: { in: companyIds }, sentOn: new Date(`${today}T00:00:00Z`) },
      select: { companyId: true, userId: true },
    }),
  ]);
  const key = (companyId: string, userId: string) => `${companyId}.${userId}`;
  const sentToday = new Set(sends.map((s) => key(s.companyId, s.userId)));
  const remind = new Set(members.map((m) => key(m.companyId, m.userId)).filter((k) => !sentToday.has(k)));
  const rows: DueRow[] = due.flatMap((row) =>
    remind.has(key(row.companyId, row.assigneeId!))
      ? [
          {
            companyId: row.companyId,
            userId: row.assigneeId!,
            companyName: row.company.name,
            taskId: row.taskId,
            title: row.task.title,
            dueOn: row.dueOn!.toISOString().slice(0, 10),
            completed: row.completed,
          },
        ]
      : [],
  );
  const groups = new Map<string, DueRow[]>();
  for (const row of rows) groups.set(`${row.companyId}.${row.userId}`, [...(groups.get(`${row.companyId}.${row.userId}`) ?? []), row]);

  let sent = 0;
  for (const tasks of groups.values()) {
    const lines = selectReminderTasks(tasks, today);
    if (lines.length === 0) continue;
    const { companyId, userId, companyName } = tasks[0];
    const fresh = await db.$transaction(async (tx) => {
      const { count } = await tx.taskReminderSend.createMany({
        data: [{ companyId, userId, sentOn: new Date(`${today}T00:00:00Z`) }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      return enqueueNotification(tx, {
        userId,
        companyId,
        template: "task-reminder",
        data: {
          companyName,
          tasks: lines.map(({ title, dueOn, kind }) => ({ title, dueOn: dueOn!, kind })),
          unsubscribeLink: linkTo(`/unsubscribe/${signUnsubscribeToken({ companyId, userId })}`),
        },
      });
    });
    if (fresh) sent += 1;
  }
  return { sent };
}

/**
 * The reminder's unsubscribe link: turns task reminders off for that membership. Answers the
 * company's name, or null for a bad link or a membership that no longer exists.
 */
export async function unsubscribeTaskReminders(token: string): Promise<{ companyName: string } | null> {
  const membership = verifyUnsubscribeToken(token);
  if (!membership) return null;
  const db = await getDb();
  const where = { companyId_userId: { companyId: membership.companyId, userId: membership.userId } };
  try {
    const row = await db.companyMember.update({ where, data: { taskReminders: false }, select: { company: { select: { name: true } } } });
    return { companyName: row.company.name };
  } catch (error) {
    if (classifyDbError(error) === "not-found") return null; // the member left or was removed since
    throw error;
  }
}
