import { runSweep } from "@/lib/files/sweep";
import { sendDailyDigests } from "@/lib/notifications/digest";
import { runExpiryReminders } from "@/lib/notifications/expiry-reminders";
import { sendTaskReminders } from "@/lib/notifications/reminders";
import { kickEmailWorker } from "@/lib/email";
import { retryPolicy } from "@/lib/email/config";
import { wakeEmailWith } from "@/lib/email/kick";
import { drainOutbox } from "@/lib/email/worker";
import { startJob, type Job } from "./runner";

const HOUR = 60 * 60 * 1000;

/** A positive number of milliseconds from the environment, else the default. */
export function envMs(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const n = Number(env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A job whose pass sent mail wakes the outbox, so the mail leaves now rather than at the next poll. */
async function thenDeliver<Report extends { sent: number }>(pass: Promise<Report>): Promise<Report> {
  const report = await pass;
  if (report.sent > 0) kickEmailWorker();
  return report;
}

/**
 * Every periodic job: how often `npm start` runs it in process (instrumentation.ts starts them all)
 * and the cron route a serverless host calls instead. Each job is safe to run on several
 * instances at once and twice in a row: the work it does is deduplicated where it is written.
 */
export const JOBS = {
  /** Trash past 30 days, unreferenced files, stale direct uploads, temp files (lib/files/sweep.ts). */
  sweep: {
    name: "sweep",
    intervalMs: () => HOUR,
    cronRoute: null,
    atStart: true,
    failed: "failed",
    pass: () => runSweep(),
  } satisfies Job<Awaited<ReturnType<typeof runSweep>>>,
  /** The mail outbox (EMAIL_POLL_MS, default 5 s); every write that records mail also wakes it. */
  email: {
    name: "email",
    intervalMs: () => retryPolicy().pollMs,
    cronRoute: "/api/cron/email",
    atStart: true,
    failed: "outbox drain failed",
    pass: () => drainOutbox(),
    passAgainIfWoken: true,
    wakeWith: wakeEmailWith,
  } satisfies Job<Awaited<ReturnType<typeof drainOutbox>>>,
  /** The daily task reminder (TASK_REMINDER_INTERVAL_MS, default 1 h); one per member and day. */
  reminders: {
    name: "reminders",
    intervalMs: () => envMs("TASK_REMINDER_INTERVAL_MS", HOUR),
    cronRoute: "/api/cron/reminders",
    atStart: false,
    failed: "task reminders failed",
    pass: () => thenDeliver(sendTaskReminders()),
  } satisfies Job<Awaited<ReturnType<typeof sendTaskReminders>>>,
  /** The opt-in daily digest (DIGEST_INTERVAL_MS, default 1 h); at most one per user and day. */
  digest: {
    name: "digest",
    intervalMs: () => envMs("DIGEST_INTERVAL_MS", HOUR),
    cronRoute: "/api/cron/digest",
    atStart: false,
    failed: "daily digest failed",
    pass: () => thenDeliver(sendDailyDigests()),
  } satisfies Job<Awaited<ReturnType<typeof sendDailyDigests>>>,
  /**
   * Expiry reminders (EXPIRY_REMINDER_POLL_MS, default 6 h), each sent once: several passes a day
   * are harmless and catch up after a restart or a missed day. The pass wakes the outbox itself.
   */
  expiry: {
    name: "expiry",
    intervalMs: () => envMs("EXPIRY_REMINDER_POLL_MS", 6 * HOUR),
    cronRoute: "/api/cron/expiry",
    atStart: true,
    failed: "reminder run failed",
    pass: () => runExpiryReminders(),
    describe: (report) => (report.enqueued > 0 ? `${report.enqueued} reminder(s) queued` : null),
  } satisfies Job<Awaited<ReturnType<typeof runExpiryReminders>>>,
};

/** The in-process jobs of `npm start` (instrumentation.ts); a second call does nothing. */
export function startJobs(): void {
  for (const job of Object.values(JOBS)) startJob<unknown>(job);
}
