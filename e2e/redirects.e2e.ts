import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, clickUntil, createCompany, createUser, launchBrowser, openSignInTab, signIn, type E2EUser } from "./support/browser";

/**
 * Redirects stay on the address the browser used: the app opened on http://127.0.0.1:PORT stays there through
 * every way in and out, although the server's NEXTAUTH_URL says http://localhost:PORT; redirects
 * are relative (or on a trusted forwarded host), and no callbackUrl leaves the site.
 */
const local = () => baseUrl().replace("://localhost", "://127.0.0.1");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function localContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: local(), viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Every document the page navigates to, to check none of them left 127.0.0.1. */
function hostsVisited(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) hosts.add(new URL(frame.url()).hostname);
  });
  return hosts;
}

async function signInThroughForm(page: Page, user: E2EUser) {
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
  await openSignInTab(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

describe("on 127.0.0.1, every button signs in and out without leaving the host", () => {
  it.each(["Sign In", "Start Your Journey", "Get Started Free"])("%s leads to sign-in and back on 127.0.0.1", async (name) => {
    const context = await localContext();
    const user = await createUser(context);
    const page = await context.newPage();
    const hosts = hostsVisited(page);
    await page.goto("/");
    await page.getByRole("link", { name }).first().click();
    await signInThroughForm(page, user);
    expect((await context.request.get("/api/auth/user")).status()).toBe(200);
    expect([...hosts]).toEqual(["127.0.0.1"]);
    await context.close();
  });

  it("Log out in the avatar menu signs out and stays on 127.0.0.1", async () => {
    const context = await localContext();
    const user = await createUser(context);
    await signIn(context, user);
    const page = await context.newPage();
    const hosts = hostsVisited(page);
    await page.goto("/setup");
    const menu = page.getByRole("menu");
    await clickUntil(page.getByRole("button", { name: "Open account menu" }), menu);
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    expect([...hosts]).toEqual(["127.0.0.1"]);
    await context.close();
  });

  it("Log out on /profile signs out and stays on 127.0.0.1", async () => {
    const context = await localContext();
    const user = await createUser(context);
    await signIn(context, user);
    await createCompany(context);
    const page = await context.newPage();
    const hosts = hostsVisited(page);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    expect([...hosts]).toEqual(["127.0.0.1"]);
    await context.close();
  });

  it("a protected page sends a signed-out visitor to sign-in and back to it, on 127.0.0.1", async () => {
    const context = await localContext();
    const user = await createUser(context);
    const page = await context.newPage();
    const hosts = hostsVisited(page);
    await page.goto("/setup");
    await signInThroughForm(page, user);
    await page.waitForURL((url) => url.pathname === "/setup");
    expect([...hosts]).toEqual(["127.0.0.1"]);
    await context.close();
  });
});

describe("Location headers over HTTP (next start)", () => {
  const forwarded = { "x-forwarded-host": "app.example.test", "x-forwarded-proto": "https" };

  it.each([
    ["/api/login", "/login"],
    ["/api/login?callbackUrl=%2Fphase%2F1", "/login?callbackUrl=%2Fphase%2F1"],
    ["/api/logout", "/"],
  ])("%s answers a relative Location, with and without forwarded headers", async (path, location) => {
    const context = await localContext();
    for (const headers of [{}, forwarded]) {
      const res = await context.request.get(path, { maxRedirects: 0, headers });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe(location);
    }
    await context.close();
  });

  it("the proxy's signed-out redirect never names localhost or the server's origin", async () => {
    const context = await localContext();
    for (const headers of [{}, forwarded]) {
      const res = await context.request.get("/profile", { maxRedirects: 0, headers });
      expect(res.status()).toBe(307);
      const location = res.headers()["location"];
      expect(location.startsWith("/login?callbackUrl=%2Fprofile") || location.startsWith("https://app.example.test/login")).toBe(true);
    }
    await context.close();
  });

  it.each(["/%09/evil.example/phish", "//evil.example", "/%5Cevil.example", "https://evil.example", "/%0d%0a/evil.example", "/%00/evil.example"])(
    "a signed-in /login?callbackUrl=%s stays on this site and is never a 500",
    async (callbackUrl) => {
      const context = await localContext();
      await signIn(context, await createUser(context));
      const res = await context.request.get(`/login?callbackUrl=${callbackUrl}`, { maxRedirects: 0 });
      expect(res.status()).toBeLessThan(500);
      const location = res.headers()["location"] ?? "";
      expect(location).not.toMatch(/[\t\r\n\0]/);
      expect(new URL(location, "http://127.0.0.1").hostname).toBe("127.0.0.1");
      expect(location.startsWith("//")).toBe(false);
      await context.close();
    },
  );

  it("next-auth's own sign-out revokes the session and answers a URL on the host that was used", async () => {
    const context = await localContext();
    await signIn(context, await createUser(context));
    const cookies = await context.cookies();
    const { csrfToken } = await (await context.request.get("/api/auth/csrf")).json();
    const res = await context.request.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(new URL((await res.json()).url).hostname).toBe("127.0.0.1");
    const replay = await browser.newContext({ baseURL: local() });
    await replay.addCookies(cookies);
    expect((await replay.request.get("/api/auth/user")).status()).toBe(401);
    await Promise.all([context.close(), replay.close()]);
  });

  it("next-auth's built-in sign-out page hands over to /api/logout", async () => {
    const context = await localContext();
    const res = await context.request.get("/api/auth/signout", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/api/logout");
    await context.close();
  });

  it("a cross-site GET /api/logout asks first instead of signing out", async () => {
    const context = await localContext();
    await signIn(context, await createUser(context));
    const res = await context.request.get("/api/logout", { maxRedirects: 0, headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('action="/api/logout"');
    expect((await context.request.get("/api/auth/user")).status()).toBe(200);
    await context.close();
  });
});
