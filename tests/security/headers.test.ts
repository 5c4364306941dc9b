import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { config, proxy } from "@/proxy";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { handlerOf, IN_PROCESS_ROUTES, pathOf, routeLabel } from "./routes";
import { snapshotTenant } from "./snapshot";
import { cspDirectives } from "@/tests/helpers/csp";

/**
 * Response headers and the cross-site (Origin) check, in-process. e2e/security-headers.e2e.ts
 * checks the same headers on a real `next start`, plus the landing page's inline scripts.
 */
setupTestDatabase();
isolateStorageDir();

function withNodeEnv<T>(value: string, run: () => T): T {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = value;
  try {
    return run();
  } finally {
    env.NODE_ENV = previous;
  }
}

describe("Content-Security-Policy (proxy.ts)", () => {
  // Every page rendered per request; the static landing (`/` without a session cookie) has its own
  // hash policy (tests/security/landing-csp.test.ts).
  const page = () => withNodeEnv("production", () => proxy(new NextRequest("http://localhost:3000/login")));

  it("is set with a fresh nonce per response, and no inline script beyond it", () => {
    const first = cspDirectives(page().headers.get("content-security-policy") ?? "");
    const second = cspDirectives(page().headers.get("content-security-policy") ?? "");
    const script = first.get("script-src") ?? [];
    const nonce = script.find((v) => v.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(second.get("script-src")).not.toContain(nonce);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.filter((v) => v === "*" || v.endsWith(":"))).toEqual([]);
  });

  it("has object-src 'none', base-uri 'self', frame-ancestors 'none' and a self default", () => {
    const csp = cspDirectives(page().headers.get("content-security-policy") ?? "");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("hands the nonce to the page renderer through the request headers", () => {
    const res = page();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("adds HSTS in production only", () => {
    expect(page().headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
    const dev = withNodeEnv("development", () => proxy(new NextRequest("http://localhost:3000/")));
    expect(dev.headers.get("strict-transport-security")).toBeNull();
  });

  it("runs on every page path (API routes get their CSP from next.config.mjs)", () => {
    const source = config.matcher[0].source;
    const matches = (path: string) => new RegExp(`^${source}$`).test(path);
    for (const path of ["/", "/profile", "/company", "/phase/x", "/shared/abc", "/login"])
      expect({ path, matched: matches(path) }).toEqual({ path, matched: true });
    for (const path of ["/api/company", "/_next/static/chunk.js"]) expect({ path, matched: matches(path) }).toEqual({ path, matched: false });
    for (const path of ["/shared/abc", "/profile"]) {
      const res = withNodeEnv("production", () => proxy(new NextRequest(`http://localhost:3000${path}`)));
      expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    }
  });
});

describe("static security headers (next.config.mjs)", () => {
  type Rule = { source: string; headers: { key: string; value: string }[] };
  let rules: Rule[];
  beforeAll(async () => {
    const config = (await import("../../next.config.mjs")).default as { headers(): Promise<Rule[]>; poweredByHeader?: boolean };
    rules = await config.headers();
    expect(config.poweredByHeader).toBe(false);
  });
  // Next applies every matching rule in order; a later rule's value for the same key wins.
  const headersFor = (path: string) => {
    const out = new Map<string, string>();
    for (const rule of rules) {
      const prefix = rule.source.replace(/\/:path\*$/, "");
      if (path === prefix || path.startsWith(`${prefix}/`) || prefix === "") for (const h of rule.headers) out.set(h.key.toLowerCase(), h.value);
    }
    return out;
  };

  it("sends nosniff, a referrer policy and frame denial everywhere", () => {
    for (const path of ["/", "/profile", "/api/company", "/shared/x"]) {
      const h = headersFor(path);
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBeTruthy();
      expect(h.get("x-frame-options")).toBe("DENY");
    }
  });

  it("gives every API response (from the handler wrapper) a CSP that runs nothing and cannot be framed", async () => {
    for (const route of IN_PROCESS_ROUTES) {
      const res = await call(handlerOf(route) as never, pathOf(route, {}), { method: route.method, params: {} });
      const csp = cspDirectives(res.headers.get("content-security-policy") ?? "");
      expect([routeLabel(route), csp.get("default-src")]).toEqual([routeLabel(route), ["'none'"]]);
      expect([routeLabel(route), csp.get("frame-ancestors")]).toEqual([routeLabel(route), ["'none'"]]);
    }
  });

  it("sends Referrer-Policy: no-referrer on /shared/* and /api/shared/*", () => {
    expect(headersFor("/shared/abc").get("referrer-policy")).toBe("no-referrer");
    expect(headersFor("/api/shared/abc/files/x").get("referrer-policy")).toBe("no-referrer");
    expect(headersFor("/").get("referrer-policy")).not.toBe("unsafe-url");
  });
});

describe("cross-site requests (Origin check)", () => {
  let alpha: Tenant;
  beforeAll(async () => {
    alpha = await createTenant("alpha");
  }, 60_000);

  // Every cookie-authenticated write, and registration (a public write a foreign page could post).
  const mutating = IN_PROCESS_ROUTES.filter((e) => e.method !== "GET" && (e.auth === "session" || e.route === "/api/auth/register"));

  it.each(mutating.map((entry) => [routeLabel(entry), entry] as const))("%s from another site is 403 and changes nothing", async (_label, entry) => {
    const before = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
    for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
      const params = entry.params?.(alpha, alpha) ?? {};
      const res = await call(handlerOf(entry) as never, pathOf(entry, params), {
        method: entry.method,
        cookie: alpha.user.cookie,
        params,
        body: entry.body?.(alpha, alpha),
        rawBody: entry.form?.(alpha, alpha),
        headers: { origin, host: "localhost:3000" },
      });
      expect({ origin, status: res.status, body: res.body }).toEqual({ origin, status: 403, body: { message: "Cross-site request refused" } });
    }
    expect(await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId })).toEqual(before);
  });

  it("lets the same origin through", async () => {
    const entry = mutating.find((e) => e.method === "PUT" && e.route === "/api/company/[id]")!;
    const res = await call(handlerOf(entry) as never, `/api/company/${alpha.companyId}`, {
      method: "PUT",
      cookie: alpha.user.cookie,
      params: { id: alpha.companyId },
      body: { company: { name: `${alpha.marker} Inc` } },
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    expect((await db.company.findUniqueOrThrow({ where: { id: alpha.companyId } })).name).toBe(`${alpha.marker} Inc`);
  });
});
