import "server-only";
import { getDb, getSql } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { addDays, dayOf, REMINDER_WINDOW_DAYS, selectReminderTasks } from "@/lib/domain/assignments";
import { linkTo } from "@/lib/email/config";
import { enqueueEmail } from "@/lib/email/outbox";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/email/unsubscribe-token";

interface DueRow {
  companyId: string;
  userId: string;
  email: string;
  companyName: string;
  taskId: string;
  title: string;
  dueOn: string;
  completed: boolean;
}

/**
 * The daily task reminder (issue 19): one email per member and company with their overdue tasks
 * and those due within REMINDER_WINDOW_DAYS. A member who unsubscribed, or who already had
 * today's, gets none: task_reminder_sends is the dedupe, written in the same transaction as the
 * outbox row, so two workers (or the job and the cron route) racing send it once. One read for
 * every due task, then one short transaction per email.
 */
export async function sendTaskReminders({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number }> {
  const today = dayOf(now);
  const sql = await getSql();
  const rows = await sql.rows<DueRow>(
    `SELECT p.company_id::text AS "companyId", m.user_id::text AS "userId", u.email, c.name AS "companyName",
            p.task_id::text AS "taskId", t.title, p.due_on::text AS "dueOn", p.completed
     FROM company_progress p
     JOIN company_members m ON m.company_id = p.company_id AND m.user_id = p.assignee_id AND m.task_reminders
     JOIN users u ON u.id = m.user_id
     JOIN companies c ON c.id = p.company_id
     JOIN tasks t ON t.id = p.task_id
     WHERE p.due_on IS NOT NULL AND p.due_on <= $1::date AND NOT p.completed
       AND NOT EXISTS (SELECT 1 FROM task_reminder_sends s WHERE s.company_id = m.company_id AND s.user_id = m.user_id AND s.sent_on = $2::date)`,
    [addDays(today, REMINDER_WINDOW_DAYS), today],
  );
  const groups = new Map<string, DueRow[]>();
  for (const row of rows) groups.set(`${row.companyId}.${row.userId}`, [...(groups.get(`${row.companyId}.${row.userId}`) ?? []), row]);

  const db = await getDb();
  let sent = 0;
  for (const tasks of groups.values()) {
    const lines = selectReminderTasks(tasks, today);
    if (lines.length === 0) continue;
    const { companyId, userId, email, companyName } = tasks[0];
    const fresh = await db.$transaction(async (tx) => {
      const { count } = await tx.taskReminderSend.createMany({
        data: [{ companyId, userId, sentOn: new Date(`${today}T00:00:00Z`) }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      await enqueueEmail(tx, {
        to: email,
        template: "task-reminder",
        data: {
          companyName,
          tasks: lines.map(({ title, dueOn, kind }) => ({ title, dueOn: dueOn!, kind })),
          unsubscribeLink: linkTo(`/unsubscribe/${signUnsubscribeToken({ companyId, userId })}`),
        },
      });
      return true;
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
