import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { kickEmailWorker } from "@/lib/email";
import { wakeEmailWith } from "@/lib/email/kick";
import { runJob, startJob, stopJob, type Job } from "./runner";
import { envMs, JOBS } from "./schedule";

const ROOT = path.resolve(__dirname, "..", "..");

describe("the schedule", () => {
  it("lists every periodic job with its interval and cron route", () => {
    const listed = Object.values(JOBS).map((job) => [job.name, job.intervalMs(), job.cronRoute, job.atStart]);
    expect(listed).toEqual([
      ["sweep", 60 * 60 * 1000, null, true],
      ["email", 5_000, "/api/cron/email", true],
      ["reminders", 60 * 60 * 1000, "/api/cron/reminders", false],
      ["digest", 60 * 60 * 1000, "/api/cron/digest", false],
      ["expiry", 6 * 60 * 60 * 1000, "/api/cron/expiry", true],
    ]);
  });

  it("reads intervals from the environment, ignoring what is not a positive number", () => {
    expect(envMs("X_MS", 10, { X_MS: "250" })).toBe(250);
    expect(envMs("X_MS", 10, { X_MS: "0" })).toBe(10);
    expect(envMs("X_MS", 10, { X_MS: "soon" })).toBe(10);
    expect(envMs("X_MS", 10, {})).toBe(10);
  });

  it("names only cron routes that exist, and every cron route is a listed job", () => {
    const routes = Object.values(JOBS).flatMap((job) => (job.cronRoute ? [job.cronRoute] : []));
    for (const route of routes) expect(existsSync(path.join(ROOT, "app", route, "route.ts"))).toBe(true);
    const folders = readdirSync(path.join(ROOT, "app/api/cron")).map((name) => `/api/cron/${name}`);
    expect(folders.sort()).toEqual([...routes].sort());
  });

  it("is the only timer of periodic work in the product (no setInterval outside the runner)", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (entry.name !== "generated") walk(rel);
        } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && rel !== "lib/jobs/runner.ts") {
          if (/\bsetInterval\s*\(/.test(readFileSync(path.join(ROOT, rel), "utf8"))) offenders.push(rel);
        }
      }
    };
    ["app", "components", "lib"].forEach(walk);
    expect(offenders).toEqual([]);
  });

  it("a mail kick runs the outbox job only while it is started", async () => {
    let passes = 0;
    const outbox: Job<number> = {
      name: "kick-test",
      intervalMs: () => 60 * 60 * 1000,
      cronRoute: null,
      atStart: false,
      failed: "failed",
      pass: async () => ++passes,
      passAgainIfWoken: true,
      wakeWith: wakeEmailWith,
    };
    kickEmailWorker();
    expect(passes).toBe(0);
    startJob(outbox);
    kickEmailWorker();
    await runJob(outbox);
    expect(passes).toBeGreaterThanOrEqual(1);
    await stopJob(outbox);
    const before = passes;
    kickEmailWorker();
    await runJob({ ...outbox, pass: async () => passes });
    expect(passes).toBe(before);
  });
});
