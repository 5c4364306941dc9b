/**
 * The founder's phase page under a slow phone's CPU: interaction to next paint (Chromium's own event
 * timing) for expanding a task, ticking a document (Mark Optional from its row menu: the rows have
 * no checkbox), opening the upload dialog and opening search with Ctrl K, on the phase with the most
 * tasks, every task expanded, 4x CPU slowdown (CDP). Target: p75 <= 200 ms per interaction. Then
 * Lighthouse (mobile preset) signed in through the session cookie for `/` (the dashboard) and the
 * phase page: performance >= 90, accessibility 100.
 * Each interaction's latency is the longest PerformanceEventTiming entry of its interactionId
 * (`durationThreshold: 16`, so "16" means "at most 16"). Runs on the e2e build (`.next`, built when
 * stale) and its server entry, with an embedded database of its own.
 * Writes docs/PERFORMANCE-INTERACTIONS.md (and its .json) unless `--out=` names another file.
 * Alone: `npx tsx bench/interactions.ts [--port=4065] [--rounds=7] [--lighthouse-runs=1] [--out=file.md] [--skip-build]
 * [--css='...']`; `--css` puts a style sheet before the app's (one rule's A/B on one build, alternating runs);
 * `--render-only` rewrites the markdown from the last run's JSON. The report: bench/interactions-report.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { busiestPhase, createCompany, createUser, launchBrowser, newContext, signIn } from "../e2e/support/browser";
import { ensureBuild, startServer } from "../e2e/support/server";
import {
  domSize,
  readRenderProbe,
  RENDER_PROBE_SCRIPT,
  resetRenderProbe,
  threadDelta,
  threadTime,
  traceStyleRecalc,
  type RenderCount,
  type StyleRecalc,
  type ThreadTime,
} from "./interaction-probes";
import { CPU_SLOWDOWN, INP_TARGET_MS, KINDS, render, summarise, verdict, type Kind, type PhaseFigures, type Run } from "./interactions-report";
import { lighthouse, type LighthouseScore } from "./lighthouse";

// Split at the first "=" only: a value (--css) may hold "=" itself.
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split(/=(.*)/s, 2) as [string, string]));
const PORT = Number(args.get("port") ?? 4065);
const ROUNDS = Number(args.get("rounds") ?? 7);
const LIGHTHOUSE_RUNS = Number(args.get("lighthouse-runs") ?? 1);
/** Extra CSS put before the app's own (a style rule's A/B on one build); its text is recorded in the report. */
const CSS = args.get("css");
const OUT = args.get("out") ?? path.resolve(__dirname, "..", "docs", "PERFORMANCE-INTERACTIONS.md");

/** Starts collecting event timing entries in the page (buffered: none is missed). */
async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: { id: number; duration: number; name: string }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId) w.__events.push({ id: e.interactionId, duration: e.duration, name: e.name });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

interface Sample {
  latency: number;
  thread: ThreadTime;
}

/** Runs `act`, waits for its frames to be reported, and answers the interaction's latency (ms) and main-thread time. */
async function measure(page: Page, cdp: CDPSession, act: () => Promise<void>): Promise<Sample> {
  const before = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
  const threadBefore = await threadTime(cdp);
  await act();
  // Entries are queued after the next paint; give the slowed page a few frames to report them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const thread = threadDelta(await threadTime(cdp), threadBefore);
  const durations = await page.evaluate(
    (from) => (window as unknown as { __events: { duration: number }[] }).__events.slice(from).map((e) => e.duration),
    before,
  );
  return { latency: durations.length ? Math.max(...durations) : 16, thread };
}

/** One round of the four interactions; `sample` wraps the moment each is measured. */
async function round(page: Page, i: number, tasks: number, sample: (kind: Kind, act: () => Promise<void>) => Promise<void>): Promise<void> {
  const toggle = page.locator("button[data-card-toggle]").nth(i % tasks);
  await toggle.click();
  await page.waitForFunction((el) => el.getAttribute("aria-expanded") === "false", await toggle.elementHandle());
  await sample("expand a task", () => toggle.click());
  await page.waitForFunction((el) => el.getAttribute("aria-expanded") === "true", await toggle.elementHandle());

  const menuButton = page.getByRole("button", { name: /^More actions for / }).nth(i);
  await menuButton.click();
  const markOptional = page.getByRole("menuitem", { name: "Mark Optional" });
  await markOptional.waitFor();
  await sample("tick a document (Mark Optional)", () => markOptional.click());
  await page.getByRole("menu").waitFor({ state: "detached" });

  const upload = page.getByRole("button", { name: "Upload Document" }).nth(i);
  await sample("open the upload dialog", () => upload.click());
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });

  await page.locator("body").click({ position: { x: 2, y: 2 } });
  await sample("open search (Ctrl K)", () => page.keyboard.press("Control+K"));
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

async function phasePageInp(page: Page): Promise<PhaseFigures> {
  const latency = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const thread = Object.fromEntries(KINDS.map((k) => [k, [] as ThreadTime[]])) as Record<Kind, ThreadTime[]>;
  const renders = {} as Record<Kind, RenderCount>;
  const recalc = {} as Record<Kind, StyleRecalc>;
  const load = await readRenderProbe(page);
  await resetRenderProbe(page, false);
  const toggles = page.locator("button[data-card-toggle]");
  for (const toggle of await toggles.all()) if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await page.waitForLoadState("networkidle");
  const domElements = await domSize(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await observeEvents(page);
  const tasks = await toggles.count();
  for (let i = 0; i < ROUNDS; i++) {
    await round(page, i, tasks, async (kind, act) => {
      const s = await measure(page, cdp, act);
      latency[kind].push(s.latency);
      thread[kind].push(s.thread);
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  // One more round, unthrottled and untimed, that counts what React renders for each interaction.
  await round(page, ROUNDS, tasks, async (kind, act) => {
    await resetRenderProbe(page, true);
    const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    recalc[kind] = await traceStyleRecalc(page, act, settle);
    renders[kind] = await readRenderProbe(page);
    await resetRenderProbe(page, false);
  });
  return { latency, thread, renders, recalc, load, domElements };
}

async function main() {
  if (args.has("render-only")) {
    writeFileSync(OUT, render(JSON.parse(readFileSync(OUT.replace(/\.md$/, "") + ".json", "utf8")) as Run));
    return;
  }
  if (!args.has("skip-build")) ensureBuild();
  const server = await startServer(PORT);
  process.env.E2E_BASE_URL = server.baseUrl;
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, 1280);
    context.setDefaultTimeout(60_000);
    const user = await createUser(context);
    await signIn(context, user);
    await createCompany(context, "Interaction Labs");
    const phase = await busiestPhase(context);
    const page = await context.newPage();
    await page.addInitScript(RENDER_PROBE_SCRIPT);
    if (CSS)
      // An adopted sheet: the init script runs before <html> exists, and React leaves it alone.
      await page.addInitScript((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, CSS);
    await page.goto(`/phase/${phase.id}`);
    await page.getByRole("heading", { level: 1, name: phase.name }).waitFor();
    // Every card drawn in full (the server sends stand-ins past the first few) and its progress read.
    await page.waitForFunction(() => !document.querySelector("article[data-stand-in], article [data-slot=skeleton]"), null, { timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    const figures = await phasePageInp(page);
    const summary = KINDS.map((kind) => summarise(kind, figures));
    console.log(`load: ${figures.load.commits} commits, ${figures.load.rendered} components (${figures.load.top.join(", ")})`);
    console.log(
      `\nINP on /phase (${phase.name}, ${phase.taskCount} tasks expanded, ${figures.domElements} elements), ${CPU_SLOWDOWN}x CPU slowdown, ${ROUNDS} rounds:`,
    );
    for (const s of summary)
      console.log(
        `  ${s.kind}: p75 ${s.p75} ms, max ${s.max} ms ${verdict(s.p75 <= INP_TARGET_MS)}; busy ${s.busy} ms (script ${s.script}%, style ${s.style}%, layout ${s.layout}%); ${s.commits} commits, ${s.rendered} components (${s.top.join(", ")}); restyled ${s.restyled} elements (largest ${s.largestRestyle})`,
      );

    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const scores: LighthouseScore[] = [];
    if (LIGHTHOUSE_RUNS > 0) {
      for (const p of ["/", `/phase/${phase.id}`]) {
        console.log(`[bench] lighthouse ${p} x${LIGHTHOUSE_RUNS} (signed in)`);
        scores.push(lighthouse(`${server.baseUrl}${p}`, LIGHTHOUSE_RUNS, { Cookie: cookie }));
      }
      for (const s of scores) console.log(JSON.stringify(s));
    }
    const run: Run = {
      date: new Date().toISOString(),
      command: `npx tsx bench/interactions.ts ${process.argv.slice(2).join(" ")}`.trim(),
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      cores: os.cpus().length,
      phase: `${phase.name} (${phase.taskCount} tasks, all expanded)`,
      rounds: ROUNDS,
      build: process.env.NEXT_DIST_DIR || ".next",
      css: CSS,
      domElements: figures.domElements,
      load: figures.load,
      summary,
      lighthouse: scores,
    };
    writeFileSync(OUT.replace(/\.md$/, "") + ".json", JSON.stringify(run, null, 1));
    writeFileSync(OUT, render(run));
    await context.close();
  } finally {
    await browser.close();
    server.process.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
