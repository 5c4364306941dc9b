import { runExpiryReminders } from "@/lib/data/expiry-reminders";

/** How often a running server looks for expiry reminders due (EXPIRY_REMINDER_POLL_MS, default 6 hours). */
export function expiryReminderPollMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.EXPIRY_REMINDER_POLL_MS);
  return Number.isFinite(n) && n > 0 ? n : 6 * 60 * 60 * 1000;
}

type Globals = typeof globalThis & { __expiryReminders?: { timer?: NodeJS.Timeout; running?: Promise<void> } };
const state = ((globalThis as Globals).__expiryReminders ??= {});

function run(): Promise<void> {
  // One pass at a time per process; the table's unique key covers other processes.
  state.running ??= runExpiryReminders()
    .then(
      (report) => {
        if (report.enqueued > 0) console.log(`[expiry] ${report.enqueued} reminder(s) queued`);
      },
      (error: Error) => console.error(`[expiry] reminder run failed: ${error.message}`),
    )
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

/**
 * The in-process reminder job of `npm start` (instrumentation.ts): a pass at start-up, then every
 * EXPIRY_REMINDER_POLL_MS. Several passes a day are harmless (each reminder is sent once) and
 * catch up after a restart or a missed day. Serverless hosting uses /api/cron/expiry instead.
 */
export function startExpiryReminders(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void run(), expiryReminderPollMs());
  state.timer.unref();
  void run();
}

export function stopExpiryReminders(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  return state.running ?? Promise.resolve();
}
