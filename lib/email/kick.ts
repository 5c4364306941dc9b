/**
 * Delivers mail right after the transaction that recorded it committed (fire and forget: the
 * outbox keeps it if this process dies; the next poll or the cron route picks it up). The outbox
 * job of lib/jobs/schedule.ts hands over its wake-up while it runs; where it does not run (a
 * serverless host, a test that started no worker) a kick does nothing and the cron route delivers.
 * Kept on globalThis: instrumentation and the route handlers are separate module graphs in Next.
 */
type Globals = typeof globalThis & { __emailKick?: (() => void) | null };

export function kickEmailWorker(): void {
  (globalThis as Globals).__emailKick?.();
}

/** The outbox job's wake-up while it is started, null once stopped (lib/jobs/runner.ts calls it). */
export function wakeEmailWith(wake: (() => void) | null): void {
  (globalThis as Globals).__emailKick = wake;
}
