/**
 * React's `cache()` as a server request has it: one result per request for each set of arguments
 * (primitives by value, objects by identity). Outside a React server render React's own `cache()`
 * calls straight through, so a page the perf test walks with renderServerTree would read what a
 * request reads once (the phases for the layout, the metadata and the page) as often as it asks.
 * Memoised only inside `inRequest`; elsewhere (route handlers, which run outside React) it calls
 * through, as React does.
 */
const RESULT = Symbol("result");
type Node = Map<unknown, unknown>;
let scope: Map<unknown, Node> | null = null;

export function cache<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    if (!scope) return fn(...args);
    let node = scope.get(fn);
    if (!node) scope.set(fn, (node = new Map()));
    for (const arg of args) {
      let next = node.get(arg) as Node | undefined;
      if (!next) node.set(arg, (next = new Map()));
      node = next;
    }
    if (node.has(RESULT)) return node.get(RESULT) as R;
    const value = fn(...args);
    node.set(RESULT, value);
    return value;
  };
}

/** Runs `action` as one request: the cached functions it calls read once per set of arguments. */
export async function inRequest<T>(action: () => Promise<T>): Promise<T> {
  scope = new Map();
  try {
    return await action();
  } finally {
    scope = null;
  }
}
