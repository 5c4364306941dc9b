/**
 * Signed-in Lighthouse (mobile preset) for the dashboard (`/`) and the busiest phase page, two
 * builds side by side, runs alternating A, B, A, B... so both meet the same machine load. Besides
 * the scores it reports what does not move with the load: the script bytes the page loaded, long
 * tasks, and the React commits and components rendered on load (bench/interaction-probes.ts).
 * `npx tsx bench/lighthouse-ab.ts --a=.next-base --b=.next [--rounds=3] [--ports=3422,3423]`
 * (both builds must exist: `NEXT_DIST_DIR=<dir> npx next build`). One build: omit `--b`.
 */
import os from "node:os";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser";
import { startServer, type RunningServer } from "../e2e/support/server";
import { readRenderProbe, RENDER_PROBE_SCRIPT, type RenderCount } from "./interaction-probes";
import { lighthouse, type LighthouseScore } from "./lighthouse";
import { signedInBusiestPhase } from "./signed-in-phase";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const BUILDS = [args.get("a") ?? ".next", args.get("b")].filter((b): b is string => !!b);
const PORTS = (args.get("ports") ?? "3422,3423").split(",").map(Number);
const ROUNDS = Number(args.get("rounds") ?? 3);

interface Target {
  build: string;
  server: RunningServer;
  context: BrowserContext;
  cookie: string;
  phasePath: string;
}

async function prepare(browser: Browser, build: string, port: number): Promise<Target> {
  process.env.NEXT_DIST_DIR = build;
  const server = await startServer(port, { NEXT_DIST_DIR: build });
  process.env.E2E_BASE_URL = server.baseUrl;
  const { context, phasePath } = await signedInBusiestPhase(browser, "Lighthouse Labs");
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { build, server, context, cookie, phasePath };
}

/** React commits and components rendered from navigation until the network is idle, unthrottled. */
async function loadRenders(target: Target, route: string): Promise<RenderCount & { scripts: number; scriptBytes: number }> {
  const page = await target.context.newPage();
  await page.addInitScript(RENDER_PROBE_SCRIPT);
  await page.goto(`${target.server.baseUrl}${route}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const renders = await readRenderProbe(page);
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((r) => r.initiatorType === "script" || r.name.endsWith(".js"))
      .map((r) => r.encodedBodySize),
  );
  await page.close();
  return { ...renders, scripts: scripts.length, scriptBytes: scripts.reduce((a, b) => a + b, 0) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const browser = await launchBrowser();
  const targets: Target[] = [];
  try {
    for (const [i, build] of BUILDS.entries()) targets.push(await prepare(browser, build, PORTS[i]));
    for (const t of targets) {
      for (const route of ["/", t.phasePath]) {
        const r = await loadRenders(t, route);
        console.log(`[renders] ${t.build} ${route.startsWith("/phase") ? "/phase" : route}: ${JSON.stringify(r)}`);
      }
    }
    const results = new Map<string, LighthouseScore[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of ["/", "/phase"]) {
        for (const t of round % 2 ? [...targets].reverse() : targets) {
          const url = `${t.server.baseUrl}${route === "/" ? "/" : t.phasePath}`;
          const score = lighthouse(url, 1, { Cookie: t.cookie });
          const key = `${t.build} ${route}`;
          results.set(key, [...(results.get(key) ?? []), score]);
          console.log(
            `[lh] round ${round} ${key}: perf ${score.performance} a11y ${score.accessibility} TBT ${Math.round(score.metrics["total-blocking-time"])} ` +
              `LCP ${Math.round(score.metrics["largest-contentful-paint"])} ${JSON.stringify(score.details ?? {})} ${score.error ?? ""} load ${os.loadavg()[0].toFixed(1)}`,
          );
        }
      }
    }
    console.log("\nmedians:");
    for (const [key, scores] of results) {
      const ok = scores.filter((s) => s.performance !== null);
      console.log(
        `${key}: perf ${median(ok.map((s) => s.performance!))} a11y ${median(ok.map((s) => s.accessibility!))} ` +
          `TBT ${median(ok.map((s) => s.metrics["total-blocking-time"]))} (runs ${ok.map((s) => s.performance).join(",")}; ` +
          `TBT ${ok.map((s) => Math.round(s.metrics["total-blocking-time"])).join(",")})`,
      );
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
  } finally {
    for (const t of targets) {
      await t.context.close();
      t.server.process.kill("SIGTERM");
    }
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
