import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./server";

export interface LighthouseScore {
  url: string;
  performance: number | null;
  accessibility: number | null;
  /** Median run's key metrics (ms), for the report. */
  metrics: Record<string, number>;
  version: string;
  runs: number;
  /** Accessibility audits the median run failed (id: title), to fix. */
  accessibilityFailures?: string[];
  error?: string;
  /**
   * The median run's main-thread diagnostics: bootup-time and mainthread-work-breakdown (ms, as
   * Lighthouse simulates them), long tasks seen, and the scripts' transferred bytes.
   */
  details?: { bootupMs: number; mainThreadMs: number; longTasks: number; scriptKb: number; topScripts: string[] };
}

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

function lighthouseBin(): string[] {
  const local = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  return existsSync(local) ? [process.execPath, local] : ["npx", "--yes", "lighthouse@13.5.0"];
}

interface Report {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string; details?: { items?: Record<string, unknown>[] } }>;
}

/** The first elements an accessibility audit failed on, by selector and what was wrong, so a failure can be found without the report. */
function failingNodes(audit: Report["audits"][string] | undefined): string {
  const nodes = (audit?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node as { selector?: string; explanation?: string } | undefined)
    .filter((node) => node?.selector)
    .map((node) => `${node!.selector}${node!.explanation ? ` (${node!.explanation.split("\n").slice(-1)[0].trim()})` : ""}`);
  return nodes.length ? ` [${nodes.join("; ")}]` : "";
}

function runOnce(url: string, out: string, headers?: Record<string, string>): Report {
  const [cmd, ...args] = lighthouseBin();
  const result = spawnSync(
    cmd,
    [
      ...args,
      url,
      "--quiet",
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      // Signed-in pages: the session cookie on every request Lighthouse's Chromium makes.
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      // LIGHTHOUSE_FLAGS="--throttling-method=devtools": more of Lighthouse's own options, for a comparison run.
      ...(process.env.LIGHTHOUSE_FLAGS ?? "").split(" ").filter(Boolean),
    ],
    { cwd: os.tmpdir(), env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8", timeout: 240_000 },
  );
  if (result.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed (${result.status}): ${(result.stderr || "").slice(-2000)}`);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

function diagnostics(report: Report): LighthouseScore["details"] {
  const items = (id: string) => report.audits[id]?.details?.items ?? [];
  const scripts = items("resource-summary").find((i) => i.resourceType === "script");
  return {
    bootupMs: Math.round(report.audits["bootup-time"]?.numericValue ?? 0),
    mainThreadMs: Math.round(report.audits["mainthread-work-breakdown"]?.numericValue ?? 0),
    longTasks: items("long-tasks").length,
    scriptKb: Math.round(Number(scripts?.transferSize ?? 0) / 1024),
    topScripts: items("bootup-time")
      .slice(0, 4)
      .map((i) => `${String(i.url).split("/").pop()} ${Math.round(Number(i.total))}ms`),
  };
}

const pct = (score: number | null | undefined) => (typeof score === "number" ? Math.round(score * 100) : null);

/**
 * Lighthouse's default (mobile, simulated throttling) run, `runs` times; the median by performance.
 * `headers` go with every request (e.g. `{ Cookie: session }` for a signed-in page).
 */
export function lighthouse(url: string, runs = 3, headers?: Record<string, string>): LighthouseScore {
  if (!existsSync(CHROME)) return { url, performance: null, accessibility: null, metrics: {}, version: "", runs: 0, error: `${CHROME} not found` };
  const dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-lh-"));
  try {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(dir, `run-${i}.json`);
      reports.push(runOnce(url, out, headers));
      // LIGHTHOUSE_KEEP=<dir> keeps every report, to read its traces and audits afterwards.
      const keep = process.env.LIGHTHOUSE_KEEP;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        copyFileSync(out, path.join(keep, `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`));
      }
    }
    reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const median = reports[Math.floor(reports.length / 2)];
    const metrics = Object.fromEntries(METRICS.map((id) => [id, Math.round((median.audits[id]?.numericValue ?? NaN) * 1000) / 1000]));
    return {
      url,
      performance: pct(median.categories.performance?.score),
      accessibility: pct(median.categories.accessibility?.score),
      metrics,
      version: median.lighthouseVersion,
      runs,
      details: diagnostics(median),
      accessibilityFailures: (median.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && median.audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id}: ${median.audits[ref.id]?.title ?? ""}${failingNodes(median.audits[ref.id])}`),
    };
  } catch (error) {
    return {
      url,
      performance: null,
      accessibility: null,
      metrics: {},
      version: "",
      runs: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
