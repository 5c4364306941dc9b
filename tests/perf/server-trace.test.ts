/**
 * What a deployment carries: the build's file traces (`*.nft.json`, which serverless hosts and
 * `output: "standalone"` copy beside each server entry) hold the code and data the server needs,
 * not the project's sources, tests and notes. One path the bundler cannot resolve (`readdir(root)`
 * on a runtime directory) makes it trace the whole project into every entry that imports it; such
 * calls are marked `turbopackIgnore` (lib/storage/index.ts, lib/files/sweep.ts). Reads the production
 * build in `.next` (BUNDLE_DIST_DIR to point elsewhere), built by `npm test` before the suites run.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const distDir = path.resolve(root, process.env.BUNDLE_DIST_DIR || ".next");

/** Project paths no server entry may carry (a sign of a whole-project trace, and never needed at run time). */
const NOT_SHIPPED = [/^tests\//, /^e2e\//, /^bench\//, /^docs\//, /^README\.md$/, /^\.env/, /^\.data\//, /\.test\.tsx?$/];

function traces(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".nft.json"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The project files (outside node_modules and the build) one trace lists, relative to the root. */
function projectFiles(trace: string): string[] {
  const { files } = JSON.parse(readFileSync(trace, "utf8")) as { files: string[] };
  return files
    .map((file) => path.relative(root, path.resolve(path.dirname(trace), file)))
    .filter((file) => !file.startsWith("node_modules/") && !file.startsWith("..") && !file.startsWith(path.relative(root, distDir)));
}

describe("server file traces", () => {
  const all = traces(path.join(distDir, "server"));

  it("are there to check (the instrumentation hook, the proxy, route handlers and pages)", () => {
    const names = all.map((trace) => path.relative(distDir, trace));
    expect(names).toEqual(expect.arrayContaining(["server/instrumentation.js.nft.json", "server/app/api/health/route.js.nft.json"]));
    expect(all.length).toBeGreaterThan(20);
  });

  it("carry no tests, benchmarks, docs or local data", () => {
    const offending = all.flatMap((trace) =>
      projectFiles(trace)
        .filter((file) => NOT_SHIPPED.some((pattern) => pattern.test(file)))
        .map((file) => `${path.relative(distDir, trace)}: ${file}`),
    );
    // On failure: the first few, enough to find the import that pulls them in.
    expect(offending.slice(0, 10)).toEqual([]);
  });

  it("still carry what the server reads at run time (migrations, the hashing worker)", () => {
    const files = projectFiles(path.join(distDir, "server", "instrumentation.js.nft.json"));
    expect(files).toEqual(expect.arrayContaining(["lib/auth/hash-worker.mjs"]));
    expect(files.some((file) => file.startsWith("prisma/migrations/") && file.endsWith("migration.sql"))).toBe(true);
  });
});
