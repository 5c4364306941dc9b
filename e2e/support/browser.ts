import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const baseUrl = () => process.env.E2E_BASE_URL ?? "http://localhost:3210";
export const ARTIFACTS = path.resolve(__dirname, "..", ".artifacts");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 }, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  return context;
}

export interface E2EUser {
  email: string;
  password: string;
  firstName: string;
}

/** Creates a user in the database through the public register API. */
export async function createUser(context: BrowserContext, overrides: Partial<E2EUser> = {}): Promise<E2EUser> {
  const user = { email: `founder-${randomUUID()}@example.com`, password: "correct horse battery", firstName: "Ada", ...overrides };
  const res = await context.request.post("/api/auth/register", { data: user });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return user;
}

/** Signs in through next-auth's own credentials flow, so the context holds a real session cookie. */
export async function signIn(context: BrowserContext, user: E2EUser): Promise<void> {
  const { csrfToken } = await (await context.request.get("/api/auth/csrf")).json();
  const res = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: user.email, password: user.password, json: "true" },
    maxRedirects: 0,
  });
  if (res.status() >= 400) throw new Error(`sign-in failed: ${res.status()}`);
  const me = await context.request.get("/api/auth/user");
  if (me.status() !== 200) throw new Error(`sign-in did not create a session (${me.status()})`);
}

export async function signedInPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page; user: E2EUser }> {
  const context = await newContext(browser, width);
  const user = await createUser(context);
  await signIn(context, user);
  return { context, page: await context.newPage(), user };
}

/**
 * Creates the company through the API (for specs that start past onboarding). Incorporated in India
 * unless a spec says otherwise (`facts`): the checklist lines the specs name are India's, and a
 * company with no country sees only the neutral core.
 */
export async function createCompany(
  context: BrowserContext,
  name = "Acme Robotics",
  facts: Record<string, unknown> = { countryOfIncorporation: "IN" },
): Promise<{ id: string; name: string }> {
  const res = await context.request.post("/api/company", {
    data: { company: { name, industry: "Robotics", stage: "seed", ...facts }, founders: [] },
  });
  if (res.status() !== 201) throw new Error(`company create failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The signed-in company's phase with the most tasks listed for it, the heaviest phase page to draw. */
export async function busiestPhase(context: BrowserContext): Promise<{ id: string; name: string; taskCount: number }> {
  const phases = (await (await context.request.get("/api/phases")).json()).data as { id: string; name: string }[];
  const counts = await Promise.all(
    phases.map(async (p) => ((await (await context.request.get(`/api/phases/${p.id}/tasks`)).json()).data as unknown[]).length),
  );
  const taskCount = Math.max(...counts);
  const { id, name } = phases[counts.indexOf(taskCount)];
  return { id, name, taskCount };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects console errors and uncaught page errors for "no console errors" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Clicks until `shows` is visible: a click that lands before hydration does nothing. */
export async function clickUntil(button: Locator, shows: Locator): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    // A click that did land may take longer than one wait to show its result, and the button is
    // then gone: check for the result before clicking again.
    if (await shows.isVisible()) return;
    if (attempt > 0 && !(await button.isVisible())) {
      await shows.waitFor({ timeout: 1500 }).catch(() => undefined);
      continue;
    }
    await button.click();
    try {
      await shows.waitFor({ timeout: 1500 });
      return;
    } catch {
      /* not hydrated yet */
    }
  }
  await shows.waitFor();
}

/** Opens a document row's "More actions" menu (rendered in a portal, so found on the page). */
export async function openRowMenu(row: Locator): Promise<Locator> {
  const page = row.page();
  // A menu closed a moment ago (Escape, a chosen item) stays in the page while it fades out, still
  // a "menu" to a locator: a key pressed on its item then lands on nothing once it goes. Wait for
  // it to leave, and take only an open menu as this one.
  await page.locator('[role="menu"][data-state="closed"]').waitFor({ state: "detached" });
  const menu = page.locator('[role="menu"][data-state="open"]');
  await clickUntil(row.getByRole("button", { name: /^More actions for / }), menu);
  return menu;
}

/** Picks an action that lives in a document row's menu: Add link, Replace, Versions, Share, Remove... */
export async function chooseRowAction(row: Locator, action: string | RegExp): Promise<void> {
  // The row re-renders when the save before this one lands, which closes an open menu: open it again.
  // The item is chosen from the keyboard (focus, Enter), as a keyboard user does: a pointer click
  // waits for the menu to hold still, and on a busy page it timed out while the click itself was
  // still queued, so the retry found the action already done and its item gone.
  for (let attempt = 0; attempt < 3; attempt++) {
    const menu = await openRowMenu(row);
    try {
      await menu.getByRole("menuitem", { name: action }).press("Enter", { timeout: 4000 });
      return;
    } catch {
      await row.page().keyboard.press("Escape");
    }
  }
  const menu = await openRowMenu(row);
  await menu.getByRole("menuitem", { name: action }).press("Enter");
}

/**
 * /login opens on "Create account" for a browser that never signed in on this device: a spec that
 * signs in there from a fresh browser opens the "Sign in" tab first.
 */
export async function openSignInTab(page: Page): Promise<void> {
  await clickUntil(page.getByRole("tab", { name: "Sign in", exact: true }), page.getByRole("button", { name: "Sign In" }));
}
