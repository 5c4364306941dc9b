import type { Browser } from "playwright-core";
import { baseUrl, createUser, launchBrowser, newContext, openSignInTab, signIn } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("sign-up, sign-in and sign-out", () => {
  it("registers through the UI, lands on /setup, and signs out", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `smoke-${Date.now()}@example.com`;
    await page.goto("/register");
    await page.getByLabel("First name").fill("Smoke");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/setup");

    const me = await context.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(email);

    await page.goto("/api/logout");
    await page.waitForURL((url) => url.pathname === "/");
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });

  it("signs in on /login with the credentials flow and refuses a wrong password generically", async () => {
    const context = await newContext(browser);
    const user = await createUser(context);
    const page = await context.newPage();
    await page.goto("/login");
    await openSignInTab(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // No company yet: the dashboard sends a new founder to onboarding.
    await page.waitForURL("**/setup");
    await context.close();
  });

  it("keeps the account forms shut until their script runs, so no press sends a password in an address", async () => {
    // Without the script a press would submit natively: a GET of the page with every field in its query.
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/register", "/login"]) {
      await page.goto(path);
      expect(await page.getByLabel("Password").isDisabled()).toBe(true);
      expect(await page.getByLabel("Email").isDisabled()).toBe(true);
      expect(await page.locator("form button[type=submit]").first().isDisabled()).toBe(true);
    }
    await context.close();
  });

  it("keeps a replayed session cookie dead after sign-out", async () => {
    const context = await newContext(browser);
    const user = await createUser(context);
    await signIn(context, user);
    const cookies = await context.cookies();
    await context.request.get("/api/logout", { maxRedirects: 0 });
    const replay = await newContext(browser);
    await replay.addCookies(cookies);
    expect((await replay.request.get("/api/auth/user")).status()).toBe(401);
    await Promise.all([context.close(), replay.close()]);
  });

  it("sends signed-out visitors of protected pages to sign-in", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ["/profile", "/setup", "/company", "/phase/00000000-0000-4000-8000-000000000000"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/login");
    }
    await context.close();
  });
});

describe("sign-in rate limit", () => {
  it("refuses even the right password after 10 failed attempts for one email", async () => {
    const context = await newContext(browser);
    const user = await createUser(context);
    const attempt = async (password: string) => {
      const { csrfToken } = await (await context.request.get("/api/auth/csrf")).json();
      return context.request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email: user.email, password, json: "true" },
        maxRedirects: 0,
      });
    };
    for (let i = 0; i < 10; i++) await attempt("wrong-password");
    await attempt(user.password);
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });
});
