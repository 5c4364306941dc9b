import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { callRoute } from "./request";
import { handlerOf, IN_PROCESS_ROUTES, pathOf, routeLabel } from "./routes";

/**
 * Every private JSON answer (a founder's, or a visitor's past the email gate) carries
 * `Cache-Control: no-store`, errors included, so no browser history, back-forward cache or shared
 * cache keeps a copy. The handler wrapper (lib/api/handler.ts) sets it in one place.
 */
setupTestDatabase();
isolateStorageDir();

const routes = IN_PROCESS_ROUTES;
const noStore = (value: string | null) => /(^|,)\s*no-store\s*(,|$)/.test(value ?? "");

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant("cache");
}, 60_000);

describe("Cache-Control: no-store on API answers", () => {
  it("on every route's answer to its own signed-in user (success or not)", async () => {
    const missing: string[] = [];
    for (const route of routes) {
      const res = await callRoute(route, tenant, tenant);
      // /api/login and /api/logout answer redirects, not data.
      if (res.status >= 300 && res.status < 400) continue;
      if (!noStore(res.headers.get("cache-control"))) missing.push(`${routeLabel(route)} ${res.status}: ${res.headers.get("cache-control")}`);
    }
    expect(missing).toEqual([]);
  });

  it("on the answers to an anonymous caller (401, 404, 400...)", async () => {
    const missing: string[] = [];
    for (const route of routes) {
      const res = await call(handlerOf(route) as never, pathOf(route, {}), { method: route.method, params: {} });
      if (res.status >= 300 && res.status < 400) continue;
      if (!noStore(res.headers.get("cache-control"))) missing.push(`${routeLabel(route)} ${res.status}`);
    }
    expect(missing).toEqual([]);
  });
});
