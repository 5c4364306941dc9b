import type { Browser } from "playwright-core";
import { baseUrl, createCompany, launchBrowser, newContext, signedInPage } from "./support/browser";
import { cspDirectives } from "@/tests/helpers/csp";

/**
 * Response headers on the real production server (scripts/server.mjs, as `npm start` serves): CSP with a per-request nonce
 * and no inline script without it, HSTS, nosniff, referrer policies, and the Origin check.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("security headers on next start", () => {
  // The static landing (`/` signed out) has a hash CSP instead: e2e/landing-static.e2e.ts.
  it("a page rendered per request has a nonce CSP, and every script in its HTML carries that nonce", async () => {
    const res = await fetch(`${baseUrl()}/login`, { redirect: "manual" });
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const d = cspDirectives(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const withoutNonce = scripts.filter((attrs) => !new RegExp(`\\bnonce="${nonce!.replace(/[+/=]/g, (c) => `\\${c}`)}"`).test(attrs));
    expect(withoutNonce).toEqual([]);
    // No inline event handlers or javascript: URLs anywhere in the markup.
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src|action)\s*=\s*"\s*javascript:/i);

    const again = await fetch(`${baseUrl()}/login`, { redirect: "manual" });
    expect(/'nonce-([^']+)'/.exec(again.headers.get("content-security-policy") ?? "")?.[1]).not.toBe(nonce);
  });

  it("the browser runs the page under that CSP without violations", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    await context.close();
  });

  it("sends Referrer-Policy: no-referrer on /shared/* pages and the visitor API", async () => {
    for (const path of ["/shared/not-a-real-code-0123456789abcdef", "/api/shared/not-a-real-code-0123456789abcdef?email=a%40b.co"]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { "x-forwarded-for": "192.0.2.250" } });
      expect({ path, policy: res.headers.get("referrer-policy") }).toEqual({ path, policy: "no-referrer" });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.status).toBeLessThan(500);
    }
  });

  it("refuses a cross-site POST with a valid session cookie (403) and creates nothing", async () => {
    const { context } = await signedInPage(browser);
    const cross = await context.request.post("/api/company", {
      data: { company: { name: "CSRF Inc" } },
      headers: { Origin: "https://evil.example" },
    });
    expect(cross.status()).toBe(403);
    expect(await cross.json()).toEqual({ message: "Cross-site request refused" });
    expect((await context.request.get("/api/company")).status()).toBe(404);
    const same = await context.request.post("/api/company", {
      data: { company: { name: "Same Site Inc" } },
      headers: { Origin: new URL(baseUrl()).origin },
    });
    expect(same.status()).toBe(201);
    await context.close();
  });

  it("next-auth's catch-all (not callable in-process) shows a caller only their own session", async () => {
    const a = await signedInPage(browser);
    const b = await signedInPage(browser);
    await createCompany(a.context, "Alpha Secret Holdings");
    const session = await b.context.request.get("/api/auth/session");
    expect(session.status()).toBe(200);
    const text = await session.text();
    expect(text).toContain(b.user.email);
    expect(text).not.toContain(a.user.email);
    const signout = await b.context.request.post("/api/auth/signout", { form: { csrfToken: "forged" }, maxRedirects: 0 });
    expect(signout.status()).toBeLessThan(500);
    expect((await a.context.request.get("/api/auth/user")).status()).toBe(200);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it("a signed-out session cookie, replayed, gets no session from next-auth's own route either", async () => {
    const { context, user } = await signedInPage(browser);
    const cookies = await context.cookies();
    expect(await (await context.request.get("/api/auth/session")).text()).toContain(user.email);
    await context.request.get("/api/logout", { maxRedirects: 0 });
    const replay = await newContext(browser);
    await replay.addCookies(cookies);
    const session = await replay.request.get("/api/auth/session");
    expect(session.status()).toBe(200);
    expect(await session.json()).toEqual({});
    expect((await replay.request.get("/api/auth/user")).status()).toBe(401);
    await Promise.all([context.close(), replay.close()]);
  });
});
