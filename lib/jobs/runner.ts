/**
 * The runner of the periodic jobs listed in ./schedule.ts: one timer per job, one pass at a time
 * per job and process. What keeps two instances from doing the same work twice is the job's own
 * (a unique key per reminder and day, `FOR UPDATE SKIP LOCKED` on the outbox), not the runner.
 *
 * Its state lives on globalThis: Next loads instrumentation.ts and the route handlers in separate
 * module graphs, and a route's wake-up (the mail outbox's kick) must reach the timer that
 * instrumentation started.
 */

export interface Job<Report = unknown> {
  /** The name in log lines and in the runner's state. */
  name: string;
  /** How often a running server does one pass (read at start, so the environment can set it). */
  intervalMs: () => number;
  /** The route a serverless scheduler calls instead (`Authorization: Bearer $CRON_SECRET`), or null. */
  cronRoute: string | null;
  /** Run a pass at start-up too (work may be due at once: queued mail, a missed day's reminders). */
  atStart: boolean;
  /** One pass; what a cron route answers. A failure is logged and the next tick tries again. */
  pass: () => Promise<Report>;
  /** What the log says when a pass throws, before the error's message. */
  failed: string;
  /** A line for the log after a pass that did something, or null (a method: any job fits Job<unknown>). */
  describe?(report: Report): string | null;
  /**
   * A wake-up asked for during a pass runs one more pass after it (instead of joining the pass in
   * flight, which may have missed what the caller just committed).
   */
  passAgainIfWoken?: boolean;
  /**
   * Lets other code run a pass between ticks while the job is started: the runner hands over a
   * wake-up on start and null on stop (the outbox: mail goes out right after its transaction).
   */
  wakeWith?: (wake: (() => void) | null) => void;
}

interface JobState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again?: boolean;
}

type Globals = typeof globalThis & { __jobRunner?: Map<string, JobState> };
const states = ((globalThis as Globals).__jobRunner ??= new Map<string, JobState>());

function stateOf({ name }: { name: string }): JobState {
  let state = states.get(name);
  if (!state) states.set(name, (state = {}));
  return state;
}

async function passLogged<Report>(job: Job<Report>): Promise<void> {
  try {
    const report = await job.pass();
    const line = job.describe?.(report);
    if (line) console.log(`[${job.name}] ${line}`);
  } catch (error) {
    console.error(`[${job.name}] ${job.failed}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One pass, unless one is in flight: then its promise (and, if the job asks, one more pass after it). */
export function runJob<Report>(job: Job<Report>): Promise<void> {
  const state = stateOf(job);
  if (state.running) {
    if (job.passAgainIfWoken) state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await passLogged(job);
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
  return state.running;
}

/** Starts the job's timer (a second call does nothing); the timer never keeps the process alive. */
export function startJob<Report>(job: Job<Report>): void {
  const state = stateOf(job);
  if (state.timer) return;
  state.timer = setInterval(() => void runJob(job), job.intervalMs());
  state.timer.unref();
  job.wakeWith?.(() => void runJob(job));
  if (job.atStart) void runJob(job);
}

/** Stops the timer; resolves when the pass in flight, if any, is done. */
export function stopJob<Report>(job: Job<Report>): Promise<void> {
  const state = stateOf(job);
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  job.wakeWith?.(null);
  return state.running ?? Promise.resolve();
}

/** Whether the job's timer runs in this process. */
export function isStarted(job: { name: string }): boolean {
  return Boolean(stateOf(job).timer);
}
