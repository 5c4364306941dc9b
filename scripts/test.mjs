#!/usr/bin/env node
// `npm test`: unit, component and route-handler tests (Jest, in-memory PGlite), then the
// end-to-end specs in Chromium when /usr/bin/chromium exists. Ends with "N passed, N failed".
// Extra arguments go to both Jest runs (e.g. a test path pattern).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { summarize } from "./summarize.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const jestBin = path.join(root, "node_modules", "jest", "bin", "jest.js");
const resultsDir = process.env.TEST_RESULTS_DIR ?? mkdtempSync(path.join(os.tmpdir(), "raise-ready-results-"));
mkdirSync(resultsDir, { recursive: true });
const args = process.argv.slice(2);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function runJest(name, extra) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  const result = spawnSync(
    process.execPath,
    ["--experimental-vm-modules", "--no-warnings", jestBin, "--json", `--outputFile=${outputFile}`, ...extra, ...args],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "test" },
    },
  );
  return result.status === 0;
}

// The bundle-budget test reads the production build, and the e2e specs serve it.
if (!ensureBuild()) {
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
let ok = runJest("unit", []);
if (process.env.SKIP_E2E === "1") {
  console.log("\n[test] SKIP_E2E=1: end-to-end specs not run (not counted).");
} else if (existsSync(chromium)) {
  ok = runJest("e2e", ["-c", "e2e/jest.e2e.config.ts", "--runInBand"]) && ok;
} else {
  console.log(`\n[test] ${chromium} not found: end-to-end specs not run (not counted). Install Debian's chromium package to run them.`);
}

const { passed, failed } = summarize(resultsDir);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
