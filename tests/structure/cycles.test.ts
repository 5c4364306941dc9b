/**
 * No import cycles among the product's files (app, components, lib). A cycle is fixed by moving
 * the symbol both files need into a module of its own (or into the one that owns it), never by an
 * allowance: see docs/ARCHITECTURE.md, "Import cycles".
 */
import { buildGraph, productGraph } from "./import-graph";
import { cyclesOf, describeCycle, groupGraph } from "./cycles";

/** A small graph held in memory: file -> source text. */
function graphOf(sources: Record<string, string>) {
  const files = new Set(Object.keys(sources));
  return buildGraph(new Map(Object.entries(sources)), (file) => files.has(file));
}

describe("import cycles", () => {
  it("no file of app, components or lib reaches itself through its imports", () => {
    const graph = productGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map(describeCycle)).toEqual([]);
  });

  it("finds a planted two-file cycle, and a longer one (the checker can fail)", () => {
    const graph = graphOf({
      "lib/data/a.ts": 'import { b } from "./b";',
      "lib/data/b.ts": 'import type { A } from "@/lib/data/a";',
      "lib/email/x.ts": 'export { y } from "../jobs/y";',
      "lib/jobs/y.ts": 'const z = await import("@/lib/sharing/z");',
      "lib/sharing/z.ts": 'import "@/lib/email/x";',
      "lib/checklist/leaf.ts": 'import { z } from "zod"; import { a } from "@/lib/data/a";',
    });
    expect(cyclesOf(graph).map(describeCycle)).toEqual(["lib/data/a.ts <-> lib/data/b.ts", "lib/email/x.ts <-> lib/jobs/y.ts <-> lib/sharing/z.ts"]);
  });

  it("counts a file that imports itself", () => {
    expect(cyclesOf(new Map([["components/self.tsx", ["components/self.tsx"]]]))).toEqual([["components/self.tsx"]]);
  });

  it("resolves folders to their index and ignores packages and names that are no file", () => {
    const graph = graphOf({
      "lib/email/index.ts": 'export { kick } from "@/lib/jobs/kick";',
      "lib/jobs/kick.ts": 'import { send } from "@/lib/email"; import x from "next/server"; import "./missing";',
    });
    expect(graph.get("lib/jobs/kick.ts")).toEqual(["lib/email/index.ts"]);
    expect(cyclesOf(graph).map(describeCycle)).toEqual(["lib/email/index.ts <-> lib/jobs/kick.ts"]);
  });

  it("reports a cycle between folders once the files are grouped", () => {
    const graph = graphOf({
      "lib/email/index.ts": 'export { kick } from "@/lib/jobs/kick";',
      "lib/email/worker.ts": "export const drain = 1;",
      "lib/jobs/kick.ts": 'import { drain } from "@/lib/email/worker";',
    });
    expect(cyclesOf(graph)).toEqual([]);
    const folders = groupGraph(graph, (file) => file.split("/").slice(0, 2).join("/"));
    expect(cyclesOf(folders).map(describeCycle)).toEqual(["lib/email <-> lib/jobs"]);
  });
});
