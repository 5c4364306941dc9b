import { getDb, getSql, sqlStatement, type Prisma } from "@/lib/db";
import { backoffMs, retryPolicy } from "./config";
import { unseal } from "./seal";
import { renderEmail } from "./templates";
import type { TemplateName } from "./payloads";
import { deliver } from "./transport";

/** A claimed row is left alone by other workers this long (longer than every SMTP timeout). */
export const LEASE_MS = 2 * 60 * 1000;
const BATCH = 10;

interface Claimed {
  id: string;
  to: string;
  template: string;
  payload: string;
  attempts: number;
}

/** Claims a batch: $1 now, $2 the lease's end, $3 the recipients' LIKE pattern. */
const claimStatement = sqlStatement<Claimed, [now: Date, lockedUntil: Date, recipients: string]>(
  "email.claim",
  { id: true, to: true, template: true, payload: true, attempts: true },
  `UPDATE email_outbox SET locked_until = $2::timestamp(3), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM email_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1::timestamp(3) AND to_address LIKE $3
           AND (locked_until IS NULL OR locked_until <= $1::timestamp(3))
         ORDER BY next_attempt_at, created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, to_address AS "to", template, payload, attempts`,
);
/** What a message's row becomes once delivered, given up on, or scheduled for another try: the lease released either way. */
const sentData = (sentAt: Date) => ({ sentAt, payload: "", lockedUntil: null, lastError: null });
const gaveUpData = (failedAt: Date, lastError: string) => ({ failedAt, payload: "", lockedUntil: null, lastError });
const retryData = (nextAttemptAt: Date, lastError: string) => ({ nextAttemptAt, lockedUntil: null, lastError });

export interface DrainReport {
  sent: number;
  failed: number;
  gaveUp: number;
}

/**
 * Sends every outbox message that is due. Each batch is claimed in one statement (FOR UPDATE SKIP
 * LOCKED plus a lease), so several instances or a cron run next to the in-process worker never
 * send the same row twice. A message is marked sent only after the SMTP server accepted it; a
 * failure schedules the next attempt with exponential backoff (lib/email/config.ts).
 */
export interface DrainOptions {
  now?: () => Date;
  /** Only recipients matching this SQL LIKE pattern (test files sharing one Postgres database each drain their own). */
  recipients?: string;
}

export async function drainOutbox({ now = () => new Date(), recipients = "%" }: DrainOptions = {}): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, gaveUp: 0 };
  const policy = retryPolicy();
  const sql = await getSql();
  const db = await getDb();
  // One UPDATE by id each; a row gone meanwhile (its member removed) is no error.
  const mark = (id: string, data: Prisma.EmailOutboxUpdateManyMutationInput) => db.emailOutbox.updateMany({ where: { id }, data });
  for (;;) {
    const at = now();
    const batch = await claimStatement.run(sql, [at, new Date(at.getTime() + LEASE_MS), recipients]);
    if (batch.length === 0) return report;
    for (const row of batch) {
      try {
        const rendered = renderEmail(row.template as TemplateName, unseal(row.payload) as never);
        await deliver({ ...rendered, to: row.to, messageId: `<${row.id}@raise-ready.outbox>` });
        await mark(row.id, sentData(now()));
        report.sent++;
      } catch (error) {
        const message = (error as Error).message?.slice(0, 500) ?? "unknown error";
        const giveUp = row.attempts >= policy.maxAttempts;
        const next = new Date(now().getTime() + backoffMs(row.attempts, policy));
        await mark(row.id, giveUp ? gaveUpData(now(), message) : retryData(next, message));
        console.warn(`[email] ${giveUp ? "gave up on" : "will retry"} message ${row.id} (attempt ${row.attempts}): ${message}`);
        if (giveUp) report.gaveUp++;
        else report.failed++;
      }
    }
  }
}
