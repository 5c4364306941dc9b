import type { Page } from "playwright-core";
import { tokenFrom } from "@/tests/helpers/smtp";
import { createUser, openSignInTab, screenshot, signIn } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * Mail end to end: the production server sends over SMTP to a real SMTP server on loopback,
 * and each email's link is followed in Chromium. The server has its own port and database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 6;
const suite = mailSuite(PORT);
const { smtp } = suite;

const context = (width = 1280) => suite.context({ width });

/** The email's link on this server (NEXTAUTH_URL is the server's own URL). */
function linkIn(mail: { link: string | null }): string {
  if (!mail.link?.startsWith(suite.server.baseUrl)) throw new Error(`unexpected link ${mail.link}`);
  return mail.link;
}

const banner = (page: Page) => page.getByRole("region", { name: "Email verification" });

describe("email over real SMTP", () => {
  it("verifies the address from the sign-up email; the banner shows until then and can resend", async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    const email = `signup-${Date.now()}@example.com`;
    await page.goto("/register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/setup");
    await banner(page).waitFor();
    const [first] = await smtp.waitFor(email);
    expect(first.subject).toMatch(/Verify your email/);
    await screenshot(page, "mail-banner-1280");

    await banner(page).getByRole("button", { name: "Resend email" }).click();
    await banner(page).getByText("Verification email sent. Check your inbox.").waitFor();
    const [, second] = await smtp.waitFor(email, 2);
    expect(tokenFrom(second.link)).not.toBe(tokenFrom(first.link));

    await page.goto(linkIn(first));
    await page.getByText("This link is invalid, was already used or has expired. Ask for a new one.").waitFor();
    await page.goto(linkIn(second));
    await page.getByText("Your email address is verified.").waitFor();
    await screenshot(page, "mail-verified-1280");
    await page.goto("/setup");
    await page.getByRole("heading").first().waitFor();
    expect(await banner(page).count()).toBe(0);
    await ctx.close();
  });

  it("resets a forgotten password from /login: single-use link, other sessions end, new password signs in", async () => {
    const setup = await context();
    const user = await createUser(setup);
    await signIn(setup, user); // the "other device"
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto("/login");
    await openSignInTab(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await screenshot(page, "mail-forgot-1280");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If an account exists for that email, we sent a link to reset its password.", { exact: false }).waitFor();
    const mail = (await smtp.waitFor(user.email, 2)).find((m) => /Reset your/.test(m.subject))!;

    await page.goto(linkIn(mail));
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Password must be at least 8 characters", { exact: false }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("brand new passphrase 9");
    await page.getByLabel("Confirm new password").fill("brand new passphrase 9");
    await screenshot(page, "mail-reset-1280");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Your password was reset and every other session was signed out.", { exact: false }).waitFor();
    expect((await setup.request.get("/api/auth/user")).status()).toBe(401);
    await smtp.waitFor(user.email, 3);

    await page.goto(linkIn(mail));
    await page.getByLabel("New password", { exact: true }).fill("another passphrase 10");
    await page.getByLabel("Confirm new password").fill("another passphrase 10");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("This link is invalid, was already used or has expired.", { exact: false }).waitFor();

    await page.goto("/login");
    await openSignInTab(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("brand new passphrase 9");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/setup");
    await Promise.all([setup.close(), ctx.close()]);
  });

  it("changes the email only once the new address opens its link", async () => {
    const ctx = await context();
    const user = await createUser(ctx);
    await signIn(ctx, user);
    const next = `moved-${user.email}`;
    const res = await ctx.request.post("/api/account/email", { data: { email: next, password: user.password } });
    expect(res.status()).toBe(202);
    const [mail] = await smtp.waitFor(next);
    expect((await (await ctx.request.get("/api/auth/user")).json()).email).toBe(user.email);
    const page = await ctx.newPage();
    await page.goto(linkIn(mail));
    await page.getByText(`Your email address is now ${next}.`).waitFor();
    expect((await (await ctx.request.get("/api/auth/user")).json()).email).toBe(next);
    await ctx.close();
  });

  it("keeps five emails through an SMTP outage and delivers each exactly once", async () => {
    const ctx = await context();
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await createUser(ctx));
    await Promise.all(users.map((u) => smtp.waitFor(u.email, 1)));
    await smtp.stop();
    for (const u of users) expect((await ctx.request.post("/api/auth/forgot-password", { data: { email: u.email } })).status()).toBe(200);
    // Let the worker fail at least once against the stopped server.
    await new Promise((r) => setTimeout(r, 1500));
    await smtp.start();
    for (const u of users) await smtp.waitFor(u.email, 2, 30_000);
    // Several more polls: nothing arrives twice.
    await new Promise((r) => setTimeout(r, 2000));
    for (const u of users) {
      const resets = smtp.to(u.email).filter((m) => /Reset your/.test(m.subject));
      expect(resets).toHaveLength(1);
    }
    await ctx.close();
  });

  it("looks right on a phone", async () => {
    const ctx = await context(390);
    const page = await ctx.newPage();
    await page.goto("/forgot-password");
    await screenshot(page, "mail-forgot-390");
    await page.goto("/reset-password?token=nope");
    await screenshot(page, "mail-reset-390");
    const user = await createUser(ctx);
    await signIn(ctx, user);
    await page.goto("/setup");
    await banner(page).waitFor();
    await screenshot(page, "mail-banner-390");
    await ctx.close();
  });
});
