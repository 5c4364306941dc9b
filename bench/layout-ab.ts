/**
 * The busiest phase page's load under a 4x CPU slowdown, two builds side by side, loads
 * alternating A, B, B, A... so both meet the same machine load: Chromium's own counters for the
 * time spent on style, layout and all tasks, and the blocking time of its long tasks, from the
 * navigation until every task card is drawn in full and 3 s more (or, with `--wait=networkidle`,
 * until the network is idle and 3 s more). Medians per build.
 * `npx tsx bench/layout-ab.ts --a=.next-base --b=.next [--loads=6] [--ports=3430,3431]`
 * (both builds must exist: `NEXT_DIST_DIR=<dir> npx next build`).
 */
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser";
import { startServer, type RunningServer } from "../e2e/support/server";
import { signedInBusiestPhase } from "./signed-in-phase";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const BUILDS = [args.get("a") ?? ".next-base", args.get("b") ?? ".next"];
const PORTS = (args.get("ports") ?? "3430,3431").split(",").map(Number);
const LOADS = Number(args.get("loads") ?? 6);
const WAIT = args.get("wait");

interface Target {
  build: string;
  server: RunningServer;
  context: BrowserContext;
  url: string;
}
type Figures = Record<"style" | "layout" | "tasks" | "blocking", number[]>;

async function prepare(browser: Browser, build: string, port: number): Promise<Target> {
  const server = await startServer(port, { NEXT_DIST_DIR: build });
  process.env.E2E_BASE_URL = server.baseUrl;
  const { context, phasePath } = await signedInBusiestPhase(browser, "Layout Labs");
  return { build, server, context, url: `${server.baseUrl}${phasePath}` };
}

async function load(target: Target, figures: Figures) {
  const page = await target.context.newPage();
  const cdp = await target.context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: "longtask", buffered: true });
  });
  await page.goto(target.url, { waitUntil: WAIT === "networkidle" ? "networkidle" : "load" });
  if (!WAIT) await page.waitForFunction(() => !document.querySelector("article[data-stand-in]"));
  await page.waitForTimeout(3000);
  const counters = new Map((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  const ms = (name: string) => Math.round((counters.get(name) ?? 0) * 1000);
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  figures.style.push(ms("RecalcStyleDuration"));
  figures.layout.push(ms("LayoutDuration"));
  figures.tasks.push(ms("TaskDuration"));
  figures.blocking.push(Math.round(longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)));
  await page.close();
}

async function main() {
  const browser = await launchBrowser();
  const targets: Target[] = [];
  try {
    for (const [i, build] of BUILDS.entries()) targets.push(await prepare(browser, build, PORTS[i]));
    const results = new Map<string, Figures>(BUILDS.map((b) => [b, { style: [], layout: [], tasks: [], blocking: [] }]));
    for (let round = 0; round < LOADS; round++) {
      for (const target of round % 2 ? [...targets].reverse() : targets) await load(target, results.get(target.build)!);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const [build, figures] of results) {
      const line = Object.entries(figures).map(([name, values]) => `${name} ${values.join("/")} (median ${median(values)} ms)`);
      console.log(`${build}: ${line.join(" | ")}`);
    }
  } finally {
    await browser.close();
    for (const target of targets) target.server.process.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
