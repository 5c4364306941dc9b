import { sendTaskReminders } from "@/lib/data/reminders";
import { kickEmailWorker } from "./email-worker";

type Globals = typeof globalThis & { __taskReminders?: { timer?: NodeJS.Timeout; running?: Promise<void> } };
const state = ((globalThis as Globals).__taskReminders ??= {});

/** How often the server looks for reminders to send (TASK_REMINDER_INTERVAL_MS, default 1 hour); each member gets one a day. */
export function reminderIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.TASK_REMINDER_INTERVAL_MS);
  return Number.isFinite(n) && n > 0 ? n : 60 * 60 * 1000;
}

/** One pass; the outbox then delivers what it enqueued. Failures are logged, the next tick tries again. */
export function runTaskReminders(): Promise<void> {
  state.running ??= sendTaskReminders()
    .then(({ sent }) => {
      if (sent > 0) kickEmailWorker();
    })
    .catch((error: Error) => console.error(`[reminders] task reminders failed: ${error.message}`))
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

/** The in-process job of `npm start` (instrumentation.ts); serverless uses /api/cron/reminders. */
export function startTaskReminderJob(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void runTaskReminders(), reminderIntervalMs());
  state.timer.unref();
}

export function stopTaskReminderJob(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  return state.running ?? Promise.resolve();
}
