/**
 * The structure figures of docs/ARCHITECTURE.md for a checkout (default: this one):
 *   npx tsx scripts/structure-counts.ts [root]
 * File import cycles and cycles between lib folders (tests/structure/cycles.ts), files outside the
 * data modules that import the database client, setInterval timers in the product, comment
 * lines that cite an issue number instead of saying why, the data paths (hand-written SQL
 * statements and Prisma calls, and the files holding them), the caching mechanisms, and the files
 * a reader opens to follow each traced request (TRACES below).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cyclesOf, describeCycle, groupGraph } from "../tests/structure/cycles";
import { isDatabaseClient, productGraph, ROOT, sourceFiles } from "../tests/structure/import-graph";
import { PURE } from "../tests/structure/layer-bans";
import { DATA_MODULES, layerOf } from "../tests/structure/layers";

const root = path.resolve(process.argv[2] ?? ROOT);
const graph = productGraph(root);
/** A file's lib folder; a resource module's pure half (its schema and rules) is a layer of its own, as in the layer test. */
const libFolder = (file: string) => {
  if (!file.startsWith("lib/")) return null;
  const layer = layerOf(file);
  return layer && PURE.includes(layer)
    ? layer
    : file
        .split("/")
        .slice(0, 2)
        .join("/")
        .replace(/\.(ts|tsx|mjs)$/, "");
};
/** The data modules of the layer test: the only folders that may hold the database client. */
const dataModule = (file: string) => {
  const layer = layerOf(file);
  return layer !== null && DATA_MODULES.includes(layer);
};

/** A comment line naming an issue by its number (the word issue or issues and a number, or # and a number in brackets). */
const ISSUE_CITATION = /(?:^\s*(?:\*|\/\*\*?)|\/\/).*(?:\bissues?\s+#?\d+|\(#\d+\))/i;

const cycles = cyclesOf(graph);
const folderCycles = cyclesOf(groupGraph(graph, libFolder));
const holders = [...graph].filter(([file, targets]) => !dataModule(file) && targets.some(isDatabaseClient)).map(([file]) => file);
const timers = [...graph.keys()].filter((file) => /\bsetInterval\s*\(/.test(readFileSync(path.join(root, file), "utf8")));
const commentFiles = ["lib", "app", "components", "scripts", "bench", "tests", "e2e"].flatMap((dir) => sourceFiles(path.join(root, dir), [], root));
const citations = commentFiles.flatMap((file) =>
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .flatMap((line, i) => (ISSUE_CITATION.test(line) ? [`${file}:${i + 1}`] : [])),
);

/** The product's own files (tests left out), with their text. */
const productFiles = [...graph.keys()].map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
/** Occurrences of `pattern` per file, for the files that have some. */
function countPer(pattern: RegExp, files = productFiles) {
  const per = files.map(({ file, text }) => ({ file, count: [...text.matchAll(pattern)].length })).filter((entry) => entry.count > 0);
  return { count: per.reduce((sum, entry) => sum + entry.count, 0), files: per.length };
}
const notTheDeclaration = productFiles.filter(({ file }) => file !== "lib/db/typed-sql.ts");
/** Hand-written SQL: declared typed statements, raw Prisma queries, and SqlRunner calls with a literal text. */
const SQL = /\bsqlStatement\s*<|\bsqlStatement\s*\(\s*"|\$(?:queryRaw|executeRaw)(?:Unsafe)?\s*[`(]|\.rows\s*(?:<[^>]*>)?\(\s*`/g;
/** Prisma model calls (`db.user.findMany(`, `tx.companyProgress.update(` ...). */
const PRISMA =
  /\.[a-z]\w*\.(?:findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)\(/g;
const handSql = countPer(SQL, notTheDeclaration);
const prismaCalls = countPer(PRISMA);
const bothPaths = notTheDeclaration.filter(({ text }) => text.match(SQL) && text.match(PRISMA)).length;
/** The caching mechanisms in use, each with how many places use it. */
const caches = {
  versionedJsonCaches: countPer(/new VersionedJsonCache\b/g).count,
  reactCache: countPer(/import\s*\{[^}]*\bcache\b[^}]*\}\s*from\s*"react"/g).files,
  queryInitialData: countPer(/\binitialData\b/g).files,
  jwtDecodeMap: countPer(/\bconst decoded\s*=\s*new Map\b/g).files,
};

/**
 * The files a reader opens to follow a request: from the route, every import, except that the
 * wrapper (lib/api/handler.ts, the same for every route) is read but not followed, and the
 * platform every request shares is neither counted nor followed: the database client, errors,
 * user-facing strings, constants, utilities, the common field schemas and the checklist content.
 * `modules` groups the files by folder (lib/x, lib/x/y for a resource module).
 */
const TRACES: Record<string, string> = {
  "POST /api/progress": "app/api/progress/route.ts",
  "POST /api/auth/reset-password": "app/api/auth/reset-password/route.ts",
  "POST /api/auth/register": "app/api/auth/register/route.ts",
  "GET /api/shared/[accessCode]": "app/api/shared/[accessCode]/route.ts",
};
const WRAPPER = "lib/api/handler.ts";
const platform = (file: string) =>
  /^lib\/(db|messages|checklist)\//.test(file) || ["lib/errors.ts", "lib/constants.ts", "lib/utils.ts", "lib/validations/common.ts"].includes(file);
function trace(entry: string) {
  const closure = new Set<string>();
  const reach = (file: string) => {
    if (closure.has(file)) return;
    closure.add(file);
    for (const next of graph.get(file) ?? []) reach(next);
  };
  const seen = new Set<string>();
  const follow = (file: string) => {
    if (seen.has(file) || platform(file)) return;
    seen.add(file);
    if (file !== WRAPPER) for (const next of graph.get(file) ?? []) follow(next);
  };
  reach(entry);
  follow(entry);
  const files = [...seen].sort();
  const modules = [
    ...new Set(
      files.map((file) =>
        file.startsWith("app/")
          ? file
          : file
              .split("/")
              .slice(0, 2)
              .join("/")
              .replace(/\.(ts|tsx|mjs)$/, ""),
      ),
    ),
  ];
  return { files: files.length, modules: modules.length, importClosure: closure.size, read: files };
}
const traces = Object.fromEntries(Object.entries(TRACES).flatMap(([name, entry]) => (graph.has(entry) ? [[name, trace(entry)]] : [])));

const report = {
  fileCycles: cycles.map(describeCycle),
  libFolderCycles: folderCycles.map(describeCycle),
  databaseClientOutsideDataModules: holders,
  setIntervalFiles: timers,
  issueCitingCommentLines: citations.length,
  handWrittenSql: handSql,
  prismaCalls,
  filesWithBothDataPaths: bothPaths,
  caches,
  traces,
};
console.log(JSON.stringify(report, null, 2));
