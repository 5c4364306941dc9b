import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Adds up the Jest --json result files in a directory. A suite that failed to run counts as failed. */
export function summarize(dir) {
  let passed = 0;
  let failed = 0;
  if (!existsSync(dir)) return { passed, failed };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const result = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarize(process.argv[2]);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}
