/**
 * The structure figures of docs/ARCHITECTURE.md for a checkout (default: this one):
 *   npx tsx scripts/structure-counts.ts [root]
 * File import cycles and cycles between lib folders (tests/structure/cycles.ts), files outside the
 * data modules that import the database client, setInterval timers in the product and comment
 * lines that cite an issue number instead of saying why.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cyclesOf, describeCycle, groupGraph } from "../tests/structure/cycles";
import { isDatabaseClient, productGraph, ROOT, sourceFiles } from "../tests/structure/import-graph";

const root = path.resolve(process.argv[2] ?? ROOT);
const graph = productGraph(root);
const libFolder = (file: string) =>
  file.startsWith("lib/")
    ? file
        .split("/")
        .slice(0, 2)
        .join("/")
        .replace(/\.(ts|tsx|mjs)$/, "")
    : null;
const dataModule = (file: string) => file.startsWith("lib/data/") || file.startsWith("lib/db/");

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

const report = {
  fileCycles: cycles.map(describeCycle),
  libFolderCycles: folderCycles.map(describeCycle),
  databaseClientOutsideDataModules: holders,
  setIntervalFiles: timers,
  issueCitingCommentLines: citations.length,
};
console.log(JSON.stringify(report, null, 2));
