import { sendDailyDigests } from "@/lib/data/digest";
import { kickEmailWorker } from "./email-worker";

type Globals = typeof globalThis & { __dailyDigest?: { timer?: NodeJS.Timeout; running?: Promise<void> } };
const state = ((globalThis as Globals).__dailyDigest ??= {});

/** How often the server looks for digests to send (DIGEST_INTERVAL_MS, default 1 hour); each user gets at most one a day. */
export function digestIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DIGEST_INTERVAL_MS);
  return Number.isFinite(n) && n > 0 ? n : 60 * 60 * 1000;
}

/** One pass; failures are logged and the next tick tries again. */
export function runDailyDigests(): Promise<void> {
  state.running ??= sendDailyDigests()
    .then(({ sent }) => {
      if (sent > 0) kickEmailWorker();
    })
    .catch((error: Error) => console.error(`[digest] daily digest failed: ${error.message}`))
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

/** The in-process job of `npm start` (instrumentation.ts); serverless uses /api/cron/digest. */
export function startDailyDigestJob(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void runDailyDigests(), digestIntervalMs());
  state.timer.unref();
}
