import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";

/** Set by the server entry (`pageStatusStep` in scripts/server.mjs), found through this global symbol. */
const PAGE_STATUS_KEY = Symbol.for("raiseready.pageStatus");

/**
 * Answers this request's HTML page with `status` instead of 200, the page itself unchanged: for
 * statuses Next has no call for (410, 429), and for a 404 that keeps its own page rather than
 * not-found.tsx. The server entry writes it; under a bare `next start` or `next dev` the page
 * answers 200 as before.
 */
export function answerPageWith(status: number): void {
  const storage = (globalThis as Record<symbol, AsyncLocalStorage<{ status: number }> | undefined>)[PAGE_STATUS_KEY];
  const wanted = storage?.getStore();
  if (wanted) wanted.status = status;
}
