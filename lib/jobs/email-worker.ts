import { retryPolicy } from "@/lib/email/config";
import { drainOutbox } from "@/lib/email/worker";

type Globals = typeof globalThis & { __emailWorker?: { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean } };
const state = ((globalThis as Globals).__emailWorker ??= {});

/** One drain at a time per process; a kick during a drain runs one more pass after it. */
function run(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await drainOutbox().catch((error: Error) => console.error(`[email] outbox drain failed: ${error.message}`));
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
  return state.running;
}

/**
 * Delivers mail right after the transaction that recorded it committed (fire and forget: the
 * outbox keeps it if this process dies; the next poll or the cron route picks it up).
 */
export function kickEmailWorker(): void {
  // Only where a worker runs (the server, or a test that started one); otherwise the poll or the
  // cron route delivers it.
  if (state.timer) void run();
}

/** The in-process worker of `npm start`: polls the outbox every EMAIL_POLL_MS (instrumentation.ts). */
export function startEmailWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void run(), retryPolicy().pollMs);
  state.timer.unref();
  void run();
}

export function stopEmailWorker(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  return state.running ?? Promise.resolve();
}

/** For tests: wait for any drain in flight. */
export function emailWorkerIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}
