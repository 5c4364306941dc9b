import type { BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, createUser, screenshot, signIn } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * The founder's links page (/spaces) and secure defaults at creation: a space made in the create
 * dialog reads back verified-only, view-only and watermarked; an investor has to verify by an
 * emailed code; the page lists every space with its visits, latest visited first, and a viewer
 * sees no mutating action. Own server and SMTP server (the visitor's code comes by mail).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const suite = mailSuite(PORT);
const { smtp } = suite;
const context = (width = 1280) => suite.context({ width, timeoutMs: 20_000 });

const INVESTOR = "partner@fund.example";
const row = (page: Page, name: string) => page.getByRole("listitem", { name });

async function founder(): Promise<{ ctx: BrowserContext; page: Page; company: { id: string } }> {
  const ctx = await context();
  await signIn(ctx, await createUser(ctx));
  const company = await createCompany(ctx, "Rooms Robotics");
  return { ctx, page: await ctx.newPage(), company };
}

/** The investor, in a fresh browser: email, the code from the mail, then the space. */
async function visitWithCode(code: string, name: string) {
  const vctx = await context(390);
  const vpage = await vctx.newPage();
  await vpage.goto(`/shared/${code}`);
  await vpage.getByLabel("Email address").fill(INVESTOR);
  await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByLabel("6-digit code"));
  const [mail] = await smtp.waitFor(INVESTOR);
  await vpage.getByLabel("6-digit code").fill(/\b(\d{6})\b/.exec(mail.text)![1]);
  await vpage.getByRole("button", { name: "Open shared space" }).click();
  await vpage.getByRole("heading", { name }).waitFor();
  await vctx.close();
}

describe("/spaces, the founder's links page", () => {
  it("starts empty, creates a data room with the secure defaults, and lists every space with its visits", async () => {
    const { ctx, page, company } = await founder();
    await page.goto("/");
    await page.getByRole("link", { name: "Spaces", exact: true }).click();
    await page.waitForURL(/\/spaces$/);
    await page.getByText("No data rooms yet").waitFor();
    await screenshot(page, "spaces-empty-1280");

    // The empty state's action opens Share Documents; the create step shows every access control.
    const dialog = page.getByRole("dialog", { name: "Share Documents" });
    await clickUntil(page.getByRole("button", { name: "Create your first data room" }), dialog);
    const phase = (await (await ctx.request.get("/api/phases")).json()).data[0] as { id: string; name: string };
    const task = ((await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { title: string }[])[0];
    await dialog.getByRole("tab", { name: new RegExp(phase.name) }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(task.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    await dialog.getByRole("button", { name: "Create New Space" }).click();
    const box = (name: string) => page.getByRole("checkbox", { name }).getAttribute("aria-checked");
    expect(await box("Require email verification")).toBe("true");
    expect(await box("Email me when someone new opens this space")).toBe("true");
    expect(await box("Allow downloads")).toBe("false");
    expect(await box("Watermark documents")).toBe("true");
    for (const label of ["Allow only (optional)", "Block (optional)", "Agreement visitors must accept (optional)", "Access Duration"]) {
      await page.getByLabel(label).waitFor();
    }
    await screenshot(page, "spaces-create-dialog-1280");
    await page.getByLabel("Space name *").fill("Series A room");
    await page.getByRole("button", { name: "Create & Share" }).click();
    await page.getByRole("heading", { name: "Share Link Ready!" }).waitFor();
    await page.keyboard.press("Escape");

    // Read back: the settings the dialog showed are the space's.
    const listed = async () =>
      (await (await ctx.request.get("/api/shared-spaces")).json()).data as {
        name: string;
        accessCode: string;
        viewCount: number;
        requireVerification: boolean;
        allowDownloads: boolean;
        watermark: boolean;
        notifyNewVisitors: boolean;
      }[];
    const seriesA = (await listed()).find((s) => s.name === "Series A room")!;
    expect(seriesA).toMatchObject({ requireVerification: true, allowDownloads: false, watermark: true, notifyNewVisitors: true });

    // A second space through the API with every setting omitted, then the investor opens the first.
    const board = await ctx.request.post("/api/shared-spaces", { data: { companyId: company.id, name: "Board room", items: [] } });
    expect(board.status()).toBe(201);
    expect(await board.json()).toMatchObject({ requireVerification: true, allowDownloads: false, watermark: true, notifyNewVisitors: true });
    await visitWithCode(seriesA.accessCode, "Series A room");

    await page.goto("/spaces");
    const rows = page.getByRole("list", { name: "Shared spaces" }).getByRole("listitem");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // The visited one first, then the one never visited.
    expect(await rows.nth(0).getByRole("heading").innerText()).toBe("Series A room");
    const visited = row(page, "Series A room");
    expect(await visited.getByTestId("space-figures").innerText()).toMatch(/^1 item · 1 visit · 1 unique visitor · Last visit /);
    expect(await visited.getByTestId("space-settings").innerText()).toMatch(/^Verified emails · No downloads · Watermarked · Expires \d{1,2} \w{3}/);
    expect(await row(page, "Board room").getByTestId("space-figures").innerText()).toBe("0 items · 0 visits · 0 unique visitors · Never visited");
    await screenshot(page, "spaces-1280");
    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    await visited.waitFor();
    await screenshot(page, "spaces-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Analytics is one click away.
    await visited.getByRole("link", { name: "Analytics of Series A room" }).click();
    await page.waitForURL(/\/company\/spaces\/[^/]+\/analytics\?from=spaces$/);
    await page.getByRole("heading", { name: "Series A room" }).waitFor();
    await ctx.close();
  });

  it("shows a viewer every space and its figures, with no create, edit, revoke or delete", async () => {
    const { ctx: ownerCtx, company } = await founder();
    expect((await ownerCtx.request.post("/api/shared-spaces", { data: { companyId: company.id, name: "Seed room", items: [] } })).status()).toBe(201);
    const vctx = await context(390);
    const viewer = await createUser(vctx, { firstName: "Vic" });
    await signIn(vctx, viewer);
    expect((await ownerCtx.request.post(`/api/company/${company.id}/invitations`, { data: { email: viewer.email, role: "viewer" } })).status()).toBe(
      201,
    );
    const mail = (await smtp.waitFor(viewer.email, 2)).find((m) => /invited you/.test(m.subject))!;
    expect((await vctx.request.post(`/api/invitations/${/\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]}`)).status()).toBe(200);

    const page = await vctx.newPage();
    await page.goto("/spaces");
    const seed = row(page, "Seed room");
    await seed.getByRole("button", { name: "Copy link to Seed room" }).waitFor();
    await seed.getByRole("link", { name: "Analytics of Seed room" }).waitFor();
    expect(await seed.getByRole("button", { name: "More actions for Seed room" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "New data room" }).count()).toBe(0);
    expect(await page.getByRole("menuitem").count()).toBe(0);
    await page.getByTestId("view-only").waitFor();
    await screenshot(page, "spaces-viewer-390");
    await Promise.all([ownerCtx.close(), vctx.close()]);
  });
});
