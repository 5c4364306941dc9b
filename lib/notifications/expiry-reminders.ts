import "server-only";
import { format, parseISO } from "date-fns";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { daysUntilExpiry, expiryStatus, hiddenKeysOf, reminderDue } from "@/lib/progress/document-expiry";
import { kickEmailWorker } from "@/lib/email";
import { enqueueNotification, VERIFIED_RECIPIENT } from "@/lib/email/notify";
import { linkTo } from "@/lib/email/config";
import { FACTS_COLUMN_NAMES } from "@/lib/checklist/company-facts";
import { FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { asDocuments } from "@/lib/progress/schema";

/**
 * Who receives a company's expiry reminders: its owner (companies.user_id), once their address is
 * verified (lib/email/notify.ts; until then no reminder is recorded, so the one due then goes out
 * after verification). The one place to change when reminders should also go to the company's
 * editors (members with a writing role). Answers user ids per company.
 */
async function expiryReminderRecipients(companyIds: string[]): Promise<Map<string, string[]>> {
  const db = await getDb();
  const rows = await db.company.findMany({ where: { id: { in: companyIds }, user: VERIFIED_RECIPIENT }, select: { id: true, userId: true } });
  return new Map(rows.map((row) => [row.id, [row.userId]]));
}

/** A progress row that holds at least one expiry date, in SQL (jsonpath: false for a non-object). */
const HAS_EXPIRY_SQL = `jsonb_path_exists(cp.documents, '$.* ? (@.expiresOn != null)')`;

/** One reminder to send: a held document `days` from its expiry, due for the `daysBefore` threshold. */
export interface DueReminder {
  companyId: string;
  companyName: string;
  taskId: string;
  taskTitle: string;
  phaseId: string;
  documentKey: string;
  documentName: string;
  expiresOn: string;
  days: number;
  daysBefore: number;
}

const dueRows = sqlStatement<
  CompanyFactsRow & {
    companyId: string;
    companyName: string;
    taskId: string;
    phaseId: string;
    title: string;
    slug: string | null;
    description: string | null;
    documentSlugs: unknown;
    documents: unknown;
  }
>(
  "expiryReminders.due",
  {
    companyId: true,
    companyName: true,
    taskId: true,
    phaseId: true,
    title: true,
    slug: true,
    description: true,
    documentSlugs: true,
    documents: true,
    ...FACTS_COLUMN_NAMES,
  },
  `SELECT c.id::text AS "companyId", c.name AS "companyName", t.id::text AS "taskId", t.phase_id::text AS "phaseId", t.title,
          t.slug, t.description, t.document_slugs AS "documentSlugs", cp.documents, ${FACTS_COLUMNS}
   FROM company_progress cp JOIN companies c ON c.id = cp.company_id JOIN tasks t ON t.id = cp.task_id
   WHERE ${HAS_EXPIRY_SQL}`,
);

/**
 * Every document due for a reminder on `today`, across companies: held (file or link, not
 * optional, not N/A, on a line that applies to the company), expiring in 1..30 days, at or past
 * a threshold (lib/progress/document-expiry.ts reminderDue). One statement, SQL: Prisma cannot filter
 * on "any document holds an expiry date" (a jsonpath wildcard), and every company's rows are unbounded.
 */
async function dueReminders(today: Date): Promise<DueReminder[]> {
  const sql = await getSql();
  const rows = await dueRows.run(sql);
  return rows.flatMap((row) => {
    const hidden = hiddenKeysOf(row.taskId, taskNotApplicable(row, toFacts(row)));
    return Object.entries(asDocuments(row.documents) ?? {}).flatMap(([documentKey, doc]) => {
      if (hidden.has(documentKey) || !expiryStatus(doc, today)) return [];
      const days = daysUntilExpiry(doc, today)!;
      const daysBefore = reminderDue(days);
      if (daysBefore === null) return [];
      return [
        {
          companyId: row.companyId,
          companyName: row.companyName,
          taskId: row.taskId,
          taskTitle: row.title,
          phaseId: row.phaseId,
          documentKey,
          documentName: doc.name,
          expiresOn: doc.expiresOn!,
          days,
          daysBefore,
        },
      ];
    });
  });
}

export interface ExpiryReminderReport {
  due: number;
  enqueued: number;
}

/**
 * Sends the expiry reminders due: one email per recipient per (document, expiry date,
 * threshold). The expiry_reminders row and the outbox message are written in one transaction, the
 * row first with skipDuplicates (ON CONFLICT DO NOTHING on its unique key): a re-run, or another instance running at the same time
 * (it waits on the unique key, then finds the row), writes nothing and sends nothing. `now` is
 * passed in so tests can move the clock.
 */
export async function runExpiryReminders({ now = new Date() }: { now?: Date } = {}): Promise<ExpiryReminderReport> {
  const due = await dueReminders(now);
  if (due.length === 0) return { due: 0, enqueued: 0 };
  const recipients = await expiryReminderRecipients([...new Set(due.map((d) => d.companyId))]);
  const db = await getDb();
  let enqueued = 0;
  for (const reminder of due) {
    for (const userId of recipients.get(reminder.companyId) ?? []) {
      const sent = await db.$transaction(async (tx) => {
        const { count } = await tx.expiryReminder.createMany({
          data: [
            {
              companyId: reminder.companyId,
              taskId: reminder.taskId,
              documentKey: reminder.documentKey,
              expiresOn: new Date(`${reminder.expiresOn}T00:00:00Z`),
              daysBefore: reminder.daysBefore,
              userId,
            },
          ],
          skipDuplicates: true,
        });
        if (count === 0) return false;
        return enqueueNotification(tx, {
          userId,
          companyId: reminder.companyId,
          template: "expiry-reminder",
          data: {
            companyName: reminder.companyName,
            documentName: reminder.documentName,
            taskTitle: reminder.taskTitle,
            days: reminder.days,
            expiresOnLabel: format(parseISO(reminder.expiresOn), "d MMM yyyy"),
            link: linkTo(`/phase/${reminder.phaseId}`, { task: reminder.taskId }),
          },
        });
      });
      if (sent) enqueued += 1;
    }
  }
  if (enqueued > 0) kickEmailWorker();
  return { due: due.length, enqueued };
}
