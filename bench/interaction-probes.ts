/**
 * Figures for bench/interactions.ts that do not move with the machine's load: how many React
 * commits an interaction causes and how many components render in them, the page's DOM size, and
 * the shares of the main thread's busy time that went to script, style and layout (CDP
 * Performance.getMetrics, read before and after each interaction in the same run).
 */
import type { CDPSession, Page } from "playwright-core";

/**
 * Installed before the app's scripts (addInitScript): a stand-in for the React DevTools hook, which
 * React calls after every commit in production builds too. Commits are always counted (one
 * increment); the walk that counts rendered components runs only while `walk` is on (from the
 * start, for the page's load), so the rounds that time the interactions do not pay for it.
 *
 * A component rendered in a commit when its fiber is new or carries React's PerformedWork flag
 * (value 1). Subtrees React bailed out of keep their old child pointer (`child === alternate.child`)
 * and are not entered: their fibers still hold the flags of an older commit.
 */
export const RENDER_PROBE_SCRIPT = `(() => {
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const probe = { walk: true, commits: 0, rendered: 0, byName: {} };
  const renderers = new Map();
  window.__renderProbe = probe;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = renderers.size + 1; renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      probe.commits++;
      if (!probe.walk) return;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const alternate = fiber.alternate;
        if (COMPONENTS.has(fiber.tag) && (alternate === null || (fiber.flags & 1) !== 0)) {
          probe.rendered++;
          const type = fiber.type && (fiber.type.type || fiber.type.render || fiber.type);
          const name = (type && (type.displayName || type.name)) || "anonymous";
          probe.byName[name] = (probe.byName[name] || 0) + 1;
        }
        if (fiber !== root.current && fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child && (alternate === null || fiber.child !== alternate.child)) stack.push(fiber.child);
      }
    },
  };
})()`;

export interface RenderCount {
  commits: number;
  rendered: number;
  /** The components that rendered most, "Name x count". */
  top: string[];
}

type ProbeWindow = { __renderProbe: { walk: boolean; commits: number; rendered: number; byName: Record<string, number> } };

export async function resetRenderProbe(page: Page, walk: boolean): Promise<void> {
  await page.evaluate((w) => {
    const probe = (window as unknown as ProbeWindow).__renderProbe;
    Object.assign(probe, { walk: w, commits: 0, rendered: 0, byName: {} });
  }, walk);
}

export async function readRenderProbe(page: Page): Promise<RenderCount> {
  return page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__renderProbe;
    const top = Object.entries(probe.byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, n]) => `${name} x${n}`);
    return { commits: probe.commits, rendered: probe.rendered, top };
  });
}

/** Main-thread time (ms) by kind, from CDP Performance.getMetrics (cumulative since enable). */
export interface ThreadTime {
  task: number;
  script: number;
  style: number;
  layout: number;
}

export async function threadTime(cdp: CDPSession): Promise<ThreadTime> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: get("TaskDuration"), script: get("ScriptDuration"), style: get("RecalcStyleDuration"), layout: get("LayoutDuration") };
}

export function threadDelta(after: ThreadTime, before: ThreadTime): ThreadTime {
  return {
    task: after.task - before.task,
    script: after.script - before.script,
    style: after.style - before.style,
    layout: after.layout - before.layout,
  };
}

/** Elements in the document (the light DOM; portals included). */
export function domSize(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName("*").length);
}

/** Chromium's style recalculations during an interaction (trace events `UpdateLayoutTree`). */
export interface StyleRecalc {
  /** Recalculations that touched at least one element. */
  recalcs: number;
  /** Elements restyled, summed over them. */
  elements: number;
  /** Elements restyled by the largest one. */
  largest: number;
}

/**
 * Runs `act` under a `devtools.timeline` trace and counts the elements whose style Chromium
 * recalculated (each `UpdateLayoutTree` event's elementCount). Unlike its duration, the count does
 * not move with the machine's load: an inherited custom property set on <body> restyles every
 * element of the page, a class on one row restyles that row.
 */
export async function traceStyleRecalc(page: Page, act: () => Promise<void>, settle: () => Promise<unknown>): Promise<StyleRecalc> {
  const browser = page.context().browser();
  if (!browser) throw new Error("tracing needs a launched browser");
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await act();
  await settle();
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: { name: string; args?: Record<string, unknown> }[] };
  const counts = trace.traceEvents
    .filter((e) => e.name === "UpdateLayoutTree")
    .map((e) => Number(e.args?.elementCount ?? (e.args?.data as { elementCount?: number } | undefined)?.elementCount ?? 0))
    .filter((n) => n > 0);
  return { recalcs: counts.length, elements: counts.reduce((a, b) => a + b, 0), largest: counts.length ? Math.max(...counts) : 0 };
}
