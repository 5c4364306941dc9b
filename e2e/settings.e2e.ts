import { TOTP, Secret } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  clickUntil,
  createCompany,
  createUser,
  launchBrowser,
  newContext,
  openSignInTab,
  screenshot,
  signIn,
  signedInPage,
  type E2EUser,
} from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
/** The code an authenticator app shows, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

async function openSettings(page: Page) {
  await page.goto("/");
  // The avatar is in the first HTML: a press before the page's scripts have run is not an opening.
  await clickUntil(page.getByRole("button", { name: "Open account menu" }), page.getByRole("menu"));
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await page.waitForURL("**/settings");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
}

async function signedOut(context: BrowserContext) {
  return (await context.request.get("/api/auth/user")).status() === 401;
}

describe("/settings", () => {
  it("changes the name and picture, changes the password (other sessions end), lists sessions and signs out everywhere", async () => {
    const { context, page, user } = await signedInPage(browser);
    await createCompany(context);
    const other = await newContext(browser);
    await signIn(other, user);
    await openSettings(page);

    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Name saved").waitFor();
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByText("Grace Hopper").waitFor();
    await page.keyboard.press("Escape");

    await page.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("Profile image saved").waitFor();
    await page.locator('header img[src^="/api/account/avatar"]').waitFor();

    const sessions = page.getByRole("list", { name: "Active sessions" });
    await sessions.getByText("This browser").waitFor();
    expect(await sessions.getByRole("listitem").count()).toBe(2);
    expect(await sessions.textContent()).toContain("Headless Chrome on Linux");

    await page.getByLabel("Current password").fill("wrong password");
    await page.getByLabel("New password").fill("an even better passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("The current password is not correct").waitFor();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed. Other sessions were signed out.").waitFor();
    expect(await signedOut(other)).toBe(true);
    expect(await signedOut(context)).toBe(false);

    await screenshot(page, "settings-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "settings-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(other, { ...user, password: "an even better passphrase" });
    await page.reload();
    expect(await page.getByRole("list", { name: "Active sessions" }).getByRole("listitem").count()).toBe(2);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await signedOut(context)).toBe(true);
    expect(await signedOut(other)).toBe(true);
    await Promise.all([context.close(), other.close()]);
  });

  it("downloads the export as a zip", async () => {
    const { context, page } = await signedInPage(browser);
    await createCompany(context);
    await openSettings(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^raiseready-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const { readFileSync } = await import("node:fs");
    const bytes = readFileSync(file!);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.toString("latin1")).toContain("data.json");
    await context.close();
  });
});

describe("two-factor sign-in", () => {
  it("turns on with a code from the QR's key, then sign-in asks for the code after the password; a recovery code works once", async () => {
    const { context, page, user } = await signedInPage(browser);
    await createCompany(context);
    await openSettings(page);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await screenshot(page, "settings-two-factor-enrol");
    const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret"))!;
    await page.getByLabel("Code from the app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())!.trim();
    await screenshot(page, "settings-two-factor-codes");
    await page.getByRole("button", { name: "I saved them" }).click();
    await page.getByText("On. 10 of 10 recovery codes left.").waitFor();

    await loginWithCode(user, codeFor(secret, 1));
    await loginWithCode(user, recovery);
    // The same recovery code a second time is refused.
    const again = await newContext(browser);
    const login = await startLogin(again, user);
    await login.getByLabel("Authentication code").fill(recovery);
    await login.getByRole("button", { name: "Verify" }).click();
    await login.getByText("That code is not valid").waitFor();
    expect(await signedOut(again)).toBe(true);
    await Promise.all([context.close(), again.close()]);
  });
});

async function startLogin(context: BrowserContext, user: E2EUser): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/login");
  await openSignInTab(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Authentication code").waitFor();
  expect(await signedOut(context)).toBe(true);
  return page;
}

async function loginWithCode(user: E2EUser, code: string) {
  const context = await newContext(browser);
  const page = await startLogin(context, user);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByText("That code is not valid").waitFor();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await signedOut(context)).toBe(false);
  await context.close();
}

describe("delete company and account", () => {
  it("needs the typed email, then removes everything: signed out, shared link 404", async () => {
    const context = await newContext(browser);
    const user = await createUser(context);
    await signIn(context, user);
    const company = await createCompany(context, "Doomed Co");
    const space = await (
      await context.request.post("/api/shared-spaces", { data: { companyId: company.id, name: "Room", items: [], ...OPEN_SPACE_SETTINGS } })
    ).json();
    expect((await context.request.get(`/api/shared/${space.accessCode}?email=investor%40fund.example`)).status()).toBe(200);

    const page = await context.newPage();
    await openSettings(page);
    await page.getByRole("button", { name: "Delete company and account" }).click();
    const confirm = page.getByRole("button", { name: "Delete forever" });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(`Type ${user.email}`).fill("nope");
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(`Type ${user.email}`).fill(user.email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await signedOut(context)).toBe(true);
    expect((await context.request.get(`/api/shared/${space.accessCode}?email=investor%40fund.example`)).status()).toBe(404);
    const again = await context.request.post("/api/auth/register", { data: { email: user.email, password: "a fresh passphrase" } });
    expect(again.status()).toBe(201);
    await context.close();
  });
});
