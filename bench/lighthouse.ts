import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
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
    ],
    { cwd: os.tmpdir(), env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8", timeout: 240_000 },
  );
  if (result.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed (${result.status}): ${(result.stderr || "").slice(-2000)}`);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
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
    for (let i = 0; i < runs; i++) reports.push(runOnce(url, path.join(dir, `run-${i}.json`), headers));
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
      accessibilityFailures: (median.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && median.audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id}: ${median.audits[ref.id]?.title ?? ""}`),
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
