/**
 * Import cycles: groups of files that reach each other through their imports (Tarjan's strongly
 * connected components). In a cycle neither file can be read, tested or moved alone, and which one
 * runs first depends on who was imported first.
 */
import type { ImportGraph } from "./import-graph";

/** Every cycle of the graph as its files (sorted); a file importing itself is a cycle of one. */
export function cyclesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = (graph.get(frame.node) ?? []).filter((target) => graph.has(target));
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || targets.includes(frame.node)) cycles.push(members.sort());
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** A cycle as one line for a failure message: `a.ts <-> b.ts`. */
export function describeCycle(files: string[]): string {
  return files.join(" <-> ");
}

/** The graph with each file replaced by its group (`group(file)`, or dropped when null). */
export function groupGraph(graph: ImportGraph, group: (file: string) => string | null): ImportGraph {
  const grouped: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = group(file);
    if (!from) continue;
    const edges = new Set(grouped.get(from) ?? []);
    for (const target of targets) {
      const to = group(target);
      if (to && to !== from) edges.add(to);
    }
    grouped.set(from, [...edges]);
  }
  return grouped;
}
