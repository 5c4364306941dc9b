import type { Browser, Page } from "playwright-core";
import { checklistStats } from "@/lib/checklist/stats";
import { clickUntil, collectErrors, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CARDS = [
  "Legal Due Diligence",
  "Financial Due Diligence",
  "Human Resources & Employment",
  "Risk & Compliance",
  "Operational Documentation",
  "Supporting Documentation",
];

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("landing page and app shell", () => {
  it("renders six cards whose badges come from the checklist; one open at a time", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/");
    for (const title of CARDS) await page.getByRole("heading", { name: title, exact: true }).waitFor();
    const stats = checklistStats();
    for (const phase of stats) {
      await page.getByText(phase.documentsLabel, { exact: false }).first().waitFor();
    }
    // "At least" floors: overlays grow the counts, never below the promised badges.
    expect(stats.map((s) => Number.parseInt(s.documentsLabel, 10) >= [120, 80, 50, 60, 40, 70][stats.indexOf(s)])).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);

    const toggles = page.getByRole("button", { name: "Learn More" });
    expect(await toggles.count()).toBe(6);
    await clickUntil(toggles.nth(0), page.getByRole("button", { name: "Hide Details" }));
    await page.getByRole("region", { name: CARDS[0] }).waitFor();
    // The first card now reads Hide Details, so the first Learn More is the second card.
    await page.getByRole("button", { name: "Learn More" }).first().click();
    await page.getByRole("region", { name: CARDS[1] }).waitFor();
    expect(await page.getByRole("button", { name: "Hide Details" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: CARDS[0] }).isVisible()).toBe(false);

    // Lighthouse-style checks: no console errors, images have alt text, controls have names.
    const unnamed = await page.evaluate(() => {
      const problems: string[] = [];
      document.querySelectorAll("img").forEach((img) => {
        if (!img.hasAttribute("alt")) problems.push(`img ${img.src}`);
      });
      document.querySelectorAll("a[href], button").forEach((el) => {
        const name = (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("title") || "").trim();
        const labelledBy = el.getAttribute("aria-labelledby");
        if (!name && !labelledBy) problems.push(el.outerHTML.slice(0, 80));
      });
      document.querySelectorAll('a[target="_blank"]').forEach((a) => {
        if (!/noopener/.test(a.getAttribute("rel") ?? "") || !/noreferrer/.test(a.getAttribute("rel") ?? ""))
          problems.push(`rel ${a.outerHTML.slice(0, 80)}`);
      });
      return problems;
    });
    expect(unnamed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])("has no horizontal overflow at %i px", async (width) => {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: CARDS[0], exact: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await clickUntil(page.getByRole("button", { name: "Learn More" }).first(), page.getByRole("button", { name: "Hide Details" }));
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, `landing-${width}`);
    await context.close();
  });

  it("Get Started Free lands on the sign-in page, opened on account creation for a newcomer", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Free" }).click();
    await page.waitForURL("**/login**");
    await page.getByRole("button", { name: "Create Account" }).waitFor();
    await context.close();
  });

  it("shows the avatar menu to a signed-in user, who logs out from it", async () => {
    const { context, page, user } = await signedInPage(browser);
    await page.goto("/setup");
    const menu = page.getByRole("menu");
    await clickUntil(page.getByRole("button", { name: "Open account menu" }), menu);
    await menu.getByText(user.email).waitFor();
    await menu.getByRole("menuitem", { name: "Company Profile" }).waitFor();
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await page.getByText("404 Page Not Found").waitFor();
    await context.close();
  });

  // The static landing's own hash policy: e2e/landing-static.e2e.ts. Every page rendered per request has this one.
  it("sends security headers with a nonce CSP and keeps shared links out of the Referer", async () => {
    const context = await newContext(browser);
    const landing = await context.request.get("/login");
    const csp = landing.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(landing.headers()["x-content-type-options"]).toBe("nosniff");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await landing.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const shared = await context.request.get("/shared/not-a-real-code");
    expect(shared.headers()["referrer-policy"]).toBe("no-referrer");
    await context.close();
  });
});
