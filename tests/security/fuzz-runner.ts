import fc from "fast-check";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir } from "./fixtures";
import { FUZZ_RUNS, fuzzSeed } from "./fuzz-arbitraries";
import { FUZZ_GROUPS, FUZZ_SPECS } from "./fuzz-specs";
import { cookieFor, loadWorld, type FuzzRequest, type FuzzWorld } from "./fuzz-world";
import { handlerOf, pathOf, routeLabel, ROUTES, type RouteEntry } from "./routes";
import { orphanedBytes, storedViolations } from "./stored-invariants";

const TOUCHES_STORAGE = new Set([
  "POST /api/files",
  "POST /api/progress",
  "PUT /api/files/uploads/[id]",
  "POST /api/files/uploads/[id]/complete",
  "PUT /api/account/avatar",
  "DELETE /api/account/avatar",
  "DELETE /api/account",
]);

async function send(entry: RouteEntry, world: FuzzWorld, generated: FuzzRequest) {
  // A URL path cannot carry a lone surrogate; the router would hand the handler U+FFFD instead.
  const params = Object.fromEntries(Object.entries(generated.params).map(([k, v]) => [k, v.toWellFormed()]));
  const req = { ...generated, params };
  const headers: Record<string, string> = { "x-forwarded-for": req.ip };
  let rawBody: string | FormData | undefined = req.form;
  let body: unknown;
  if (req.body?.kind === "raw") {
    rawBody = req.body.text;
    headers["content-type"] = "application/json";
  } else if (req.body) body = req.body.value;
  return call(handlerOf(entry) as never, pathOf(entry, req.params), {
    method: entry.method,
    cookie: await cookieFor(world, req.cookie),
    params: req.params,
    query: req.query,
    body,
    rawBody,
    headers,
  });
}

/**
 * Fuzzes each route of the group with FUZZ_RUNS generated requests (path ids, query strings and
 * bodies together): never a 5xx, every error a JSON `{ message }`, and at least one request that
 * got through to a successful write. Then every stored row must still satisfy the schemas.
 */
export function describeFuzz(group: keyof typeof FUZZ_GROUPS) {
  setupTestDatabase();
  isolateStorageDir();
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await loadWorld(await createTenant("fuzz"), await createTenant("other"));
  }, 60_000);

  describe(`fuzzing (${FUZZ_RUNS} runs per route)`, () => {
    // FUZZ_ONLY=<substring> narrows a run to matching routes while investigating a failure.
    const labels = FUZZ_GROUPS[group].filter((label) => !process.env.FUZZ_ONLY || label.includes(process.env.FUZZ_ONLY));
    it.each(labels.map((label) => [label]))(
      "%s: never a 5xx",
      async (label) => {
        const entry = ROUTES.find((e) => routeLabel(e) === label);
        if (!entry) throw new Error(`${label} is not in the route table`);
        const statuses: Record<number, number> = {};
        await fc.assert(
          fc.asyncProperty(FUZZ_SPECS[label](world), async (req) => {
            const res = await send(entry, world, req);
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (entry.route === "/api/auth/register" && res.status === 201) world.userIds.add((res.body as { id: string }).id);
            if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
            const redirect = res.status >= 300 && res.status < 400;
            if (res.status >= 400 && typeof (res.body as { message?: unknown })?.message !== "string")
              throw new Error(`${res.status} without a JSON message: ${JSON.stringify(res.body)}`);
            if (!redirect && res.status !== 204 && !(res.headers.get("content-type") ?? "").includes("json"))
              throw new Error(`non-JSON answer ${res.headers.get("content-type")}`);
            // Routes that write or delete stored bytes must leave none without a row, whatever happened.
            if (TOUCHES_STORAGE.has(label)) {
              const orphans = await orphanedBytes();
              if (orphans.length) throw new Error(`${res.status} left bytes without a row: ${orphans.join(", ")}`);
            }
          }),
          { numRuns: FUZZ_RUNS, seed: fuzzSeed() },
        );
        if (process.env.FUZZ_VERBOSE) process.stdout.write(`[fuzz] ${label}: ${JSON.stringify(statuses)}\n`);
        const total = Object.values(statuses).reduce((a, b) => a + b, 0);
        expect(total).toBeGreaterThanOrEqual(FUZZ_RUNS);
        const succeeded = Object.entries(statuses)
          .filter(([s]) => Number(s) < 400)
          .reduce((a, [, n]) => a + n, 0);
        // The generators must reach the write path, or the fuzzing proves nothing.
        expect(succeeded).toBeGreaterThan(0);
      },
      600_000,
    );

    it("leaves only rows that satisfy the schemas and invariants", async () => {
      expect(await storedViolations(world.userIds)).toEqual([]);
    });
  });
}
