import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { baseUrl, clickUntil, collectErrors, launchBrowser, newContext } from "./support/browser";
import { cspDirectives } from "@/tests/helpers/csp";

/**
 * `/` for signed-out visitors is prerendered and served static (a CDN may cache it), under
 * a Content-Security-Policy without a per-request nonce: its inline scripts by hash, its script
 * files from 'self'. A session cookie still gets the dashboard at `/` (e2e/dashboard-ssr.e2e.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the static landing page", () => {
  it("is prerendered by the build (○, not ƒ)", () => {
    const distDir = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR || ".next");
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
    expect(Object.keys(manifest.routes)).toContain("/");
  });

  it("is the same cacheable HTML for every visitor, with a hash CSP and no nonce", async () => {
    const res = await fetch(`${baseUrl()}/`, { redirect: "manual" });
    expect(res.status).toBe(200);
    const cacheControl = res.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/\b(public|s-maxage=\d+)/);
    expect(cacheControl).not.toMatch(/private|no-store/);
    // A shared cache must not hand this page to a signed-in visitor: proxy.ts rewrites `/` for a session cookie.
    expect((res.headers.get("vary") ?? "").split(",").map((v) => v.trim().toLowerCase())).toContain("cookie");
    // No ETag: Next would hash the whole page on every request to make one (next.config.mjs generateEtags).
    expect(res.headers.get("etag")).toBeNull();

    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).not.toMatch(/nonce/);
    const d = cspDirectives(csp);
    const script = d.get("script-src") ?? [];
    expect(script).toContain("'self'");
    // 'self' and hashes only: nothing inline runs unless it is this build's own script.
    expect(script.filter((v) => v !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(v))).toEqual([]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attrs, body]) => ({ attrs, body }));
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attrs, body } of scripts) {
      expect(attrs).not.toMatch(/\bnonce=/);
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (src) expect(src).toMatch(/^\/_next\//);
      else expect({ body: body.slice(0, 60), allowed: script.includes(sha256(body)) }).toEqual({ body: body.slice(0, 60), allowed: true });
    }
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);

    const again = await fetch(`${baseUrl()}/`, { redirect: "manual" });
    expect(again.headers.get("content-security-policy")).toBe(csp);
    expect(await again.text()).toBe(html);
  });

  it("renders and hydrates in Chromium without a CSP violation or console error", async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/");
    // The card toggle answers only once React has hydrated the page.
    await clickUntil(page.getByRole("button", { name: "Learn More" }).first(), page.getByRole("button", { name: "Hide Details" }));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends /dashboard to `/`, and a cookie whose session has ended gets the landing page", async () => {
    const direct = await fetch(`${baseUrl()}/dashboard`, { redirect: "manual" });
    expect(direct.status).toBeGreaterThanOrEqual(300);
    expect(direct.status).toBeLessThan(400);
    expect(new URL(direct.headers.get("location") ?? "", baseUrl()).pathname).toBe("/");
    const stale = await fetch(`${baseUrl()}/`, { headers: { cookie: "next-auth.session-token=not-a-session" }, redirect: "manual" });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toMatch(/private|no-store/);
    expect(await stale.text()).toContain("Get Started Free");
  });
});
