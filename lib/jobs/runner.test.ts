import { isStarted, runJob, startJob, stopJob, type Job } from "./runner";

/** A pass the test finishes by hand, so "in flight" is a state the test controls. */
function gatedJob(name: string, extra: Partial<Job<number>> = {}) {
  const gates: (() => void)[] = [];
  let passes = 0;
  const job: Job<number> = {
    name,
    intervalMs: () => 1000,
    cronRoute: null,
    atStart: false,
    failed: "failed",
    pass: () => {
      passes += 1;
      return new Promise<number>((resolve) => gates.push(() => resolve(passes)));
    },
    ...extra,
  };
  return { job, passes: () => passes, open: () => gates.splice(0).forEach((go) => go()) };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("job runner", () => {
  it("runs one pass at a time: a call during a pass joins it", async () => {
    const { job, passes, open } = gatedJob("join");
    const first = runJob(job);
    const second = runJob(job);
    expect(second).toBe(first);
    open();
    await first;
    expect(passes()).toBe(1);
    const third = runJob(job);
    open();
    await third;
    expect(passes()).toBe(2);
  });

  it("runs one more pass after the one in flight when the job asks for it (the outbox)", async () => {
    const { job, passes, open } = gatedJob("again", { passAgainIfWoken: true });
    const first = runJob(job);
    void runJob(job);
    void runJob(job);
    open();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    open();
    await first;
    expect(passes()).toBe(2);
  });

  it("logs a failed pass instead of throwing, and logs what a pass reports", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const failing: Job<never> = {
      name: "boom",
      intervalMs: () => 1000,
      cronRoute: null,
      atStart: false,
      failed: "boom run failed",
      pass: () => Promise.reject(new Error("no database")),
    };
    await expect(runJob(failing)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("[boom] boom run failed: no database");
    const telling: Job<number> = { ...failing, name: "tell", pass: () => Promise.resolve(3), describe: (n) => `${n} queued` };
    await runJob(telling);
    expect(log).toHaveBeenCalledWith("[tell] 3 queued");
  });

  it("starts once: a pass at start-up if asked, one per interval, the wake-up handed over until stop", async () => {
    jest.useFakeTimers();
    let wake: (() => void) | null = null;
    let passes = 0;
    const job: Job<number> = {
      name: "timer",
      intervalMs: () => 60_000,
      cronRoute: null,
      atStart: true,
      failed: "failed",
      pass: async () => ++passes,
      wakeWith: (next) => (wake = next),
    };
    startJob(job);
    startJob(job);
    expect(isStarted(job)).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(passes).toBe(2);
    wake!();
    await jest.advanceTimersByTimeAsync(0);
    expect(passes).toBe(3);
    await stopJob(job);
    expect(isStarted(job)).toBe(false);
    expect(wake).toBeNull();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(passes).toBe(3);
  });
});
