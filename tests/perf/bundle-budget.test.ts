/**
 * CI half: first-load JavaScript (gzip) of the home page and the shared-space page within
 * FIRST_LOAD_CI_LIMIT_KB, which is the 150 kB target (bench/budgets.ts; the benchmark
 * reports the same target). Reads the production build in `.next` (BUNDLE_DIST_DIR to point
 * elsewhere); it does not build. CI runs it after the e2e step, whose global setup builds `.next`
 * from the current sources; with no build it fails and says so.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_BUDGET_ROUTES, FIRST_LOAD_CI_LIMIT_KB } from "@/bench/budgets";
import { firstLoadJs, kb, newestSource, type RouteBundle } from "@/bench/bundle";

const root = path.resolve(__dirname, "..", "..");
const distDir = path.resolve(root, process.env.BUNDLE_DIST_DIR || ".next");

let bundles: RouteBundle[];

beforeAll(() => {
  bundles = firstLoadJs(distDir);
  const built = statSync(path.join(distDir, "BUILD_ID")).mtimeMs;
  if (newestSource(root) > built) {
    console.warn(`[bundle-budget] ${distDir} is older than the sources: sizes are those of the last build.`);
  }
});

describe(`first-load JS (gzip) <= ${FIRST_LOAD_CI_LIMIT_KB} kB (target ${FIRST_LOAD_BUDGET_KB} kB)`, () => {
  it.each(FIRST_LOAD_BUDGET_ROUTES)("%s", (route) => {
    const bundle = bundles.find((b) => b.route === route);
    expect(bundle).toBeDefined();
    const sizeKb = kb(bundle!.gzipBytes);
    // On failure the chunk list shows what the route pulls in.
    expect({ route, sizeKb, withinBudget: sizeKb <= FIRST_LOAD_CI_LIMIT_KB, chunks: bundle!.files }).toMatchObject({ withinBudget: true });
  });

  it("reads every page route of the build", () => {
    expect(bundles.map((b) => b.route)).toEqual(expect.arrayContaining(["/", "/login"]));
    for (const b of bundles) expect(b.gzipBytes).toBeGreaterThan(0);
  });
});
