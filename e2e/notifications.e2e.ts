import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { emailMessages } from "@/lib/messages/email";
import { notificationMailMessages } from "@/lib/messages/notifications";
import { clickUntil, collectErrors, createCompany, createUser, launchBrowser, newContext, screenshot, signIn } from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

/**
 * Founder notifications end to end: a visitor opens the founder's space; the founder's bell shows
 * it as unread, the list leads to the space's access log, "Mark all as read" clears the count; in
 * Settings the founder turns the daily digest on and task reminders off and on again, and the
 * switches keep their state after a reload. Pages are checked at 320 px for sideways scrolling.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function founderWithVisitedSpace() {
  const ctx = await newContext(browser);
  const founder = await createUser(ctx);
  await signIn(ctx, founder);
  const company = await createCompany(ctx, "Bell Robotics");
  const phase = (await (await ctx.request.get("/api/phases")).json()).data[0] as { id: string };
  const task = ((await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string }[])[0];
  const created = await ctx.request.post("/api/shared-spaces", {
    data: { companyId: company.id, name: "Seed round room", items: [{ itemType: "task", itemId: task.id }], ...OPEN_SPACE_SETTINGS },
  });
  expect(created.status()).toBe(201);
  const space = (await created.json()) as { id: string; accessCode: string };
  const visitorEmail = `investor-${randomUUID().slice(0, 8)}@fund.example`;
  const visitor = await newContext(browser);
  expect((await visitor.request.get(`/api/shared/${space.accessCode}?email=${encodeURIComponent(visitorEmail)}`)).status()).toBe(200);
  await visitor.close();
  return { ctx, company, space, visitorEmail };
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

describe("notifications", () => {
  let ctx: BrowserContext;
  afterEach(async () => ctx?.close());

  it("the bell shows the new visitor as unread, links to the access log, and marks all as read", async () => {
    const setup = await founderWithVisitedSpace();
    ctx = setup.ctx;
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor();
    await clickUntil(bell, page.getByRole("dialog", { name: "Recent activity" }));
    const panel = page.getByRole("dialog", { name: "Recent activity" });
    const entry = panel.getByRole("link", { name: `Unread: New visitor ${setup.visitorEmail} opened Seed round room` });
    await entry.waitFor();
    await screenshot(page, "notifications-bell-1280");

    // Keyboard: Escape closes and gives focus back to the bell; Enter opens it again.
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    // Radix gives focus back once the panel has gone; Enter before that would land nowhere.
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label")?.startsWith("Notifications") === true);
    await page.keyboard.press("Enter");
    await panel.waitFor();

    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await panel.getByRole("link", { name: `New visitor ${setup.visitorEmail} opened Seed round room` }).click();
    await page.waitForURL(`**/company/spaces/${setup.space.id}/access-log`);
    await page.getByRole("heading", { name: "Access log: Seed round room" }).waitFor();
    await page.getByRole("list", { name: "Visitors" }).getByText(setup.visitorEmail).waitFor();
    await screenshot(page, "notifications-access-log-1280");

    // Read state is stored: a reload shows no unread count.
    await page.reload();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, "notifications-access-log-390");
    await clickUntil(page.getByRole("button", { name: "Notifications", exact: true }), page.getByRole("dialog", { name: "Recent activity" }));
    await screenshot(page, "notifications-bell-390");
    expect(errors).toEqual([]);
  });

  it("a space of another company never appears, and its access log is a 404", async () => {
    const other = await founderWithVisitedSpace();
    await other.ctx.close();
    ctx = await newContext(browser);
    const me = await createUser(ctx);
    await signIn(ctx, me);
    await createCompany(ctx, "Quiet Labs");
    const list = await (await ctx.request.get("/api/notifications")).json();
    expect(list).toEqual({ items: [], unreadCount: 0, seenAt: null });
    const page = await ctx.newPage();
    await page.goto("/");
    await clickUntil(page.getByRole("button", { name: "Notifications", exact: true }), page.getByRole("dialog", { name: "Recent activity" }));
    await page.getByText("No visitor activity in the last 30 days.", { exact: false }).waitFor();
    const res = await page.goto(`/company/spaces/${other.space.id}/access-log`);
    expect(res?.status()).toBe(404);
  });

  it("Settings turns the daily digest on and task reminders off and back on; the switches keep their state", async () => {
    const setup = await founderWithVisitedSpace();
    ctx = setup.ctx;
    const page = await ctx.newPage();
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications", exact: true });
    const digest = section.getByRole("switch", { name: "Daily digest" });
    await digest.waitFor();
    expect(await digest.getAttribute("aria-checked")).toBe("false");
    // The founder has not opened the sign-up's verification link: Settings says mail is held back.
    const heldBack = section.getByRole("note", { name: notificationMailMessages.heldBackTitle });
    await heldBack.getByRole("button", { name: emailMessages.bannerResend }).waitFor();
    await clickUntil(digest, page.getByText("Daily digest on"));
    const reminders = section.getByRole("switch", { name: "Bell Robotics" });
    expect(await reminders.getAttribute("aria-checked")).toBe("true");
    await reminders.click();
    await page.getByText("Task reminders off for Bell Robotics").waitFor();
    await page.reload();
    await section.getByRole("switch", { name: "Daily digest" }).waitFor();
    expect(await section.getByRole("switch", { name: "Daily digest" }).getAttribute("aria-checked")).toBe("true");
    expect(await section.getByRole("switch", { name: "Bell Robotics" }).getAttribute("aria-checked")).toBe("false");
    await section.getByRole("switch", { name: "Bell Robotics" }).click();
    await page.getByText("Task reminders on for Bell Robotics").waitFor();
    expect(await (await ctx.request.get("/api/account/notifications")).json()).toEqual({
      emailVerified: false,
      dailyDigest: true,
      taskReminders: [{ companyId: setup.company.id, companyName: "Bell Robotics", enabled: true }],
    });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "notifications-settings-1280");
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, "notifications-settings-390");
  });
});
