import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { clickUntil, collectErrors, createCompany, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VISITOR = "reader@fund.example";

async function threePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) pdf.addPage([595, 842]).drawText(`Metrics - page ${i}`, { x: 60, y: 740, size: 28, font });
  return Buffer.from(await pdf.save());
}

const pageIndicator = (vpage: Page, text: string) => vpage.getByTestId("page-indicator").filter({ hasText: text }).waitFor();

describe("space analytics (issue 17)", () => {
  it("an investor pages through a PDF in the viewer and the founder sees the pages and times", async () => {
    const { context, page } = await signedInPage(browser);
    const company = await createCompany(context, "Analytics Labs");
    const phase = (await (await context.request.get("/api/phases")).json()).data[0] as { id: string };
    const task = ((await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string }[])[0];
    const upload = await context.request.post("/api/files", {
      multipart: { companyId: company.id, file: { name: "metrics.pdf", mimeType: "application/pdf", buffer: await threePagePdf() } },
    });
    expect(upload.status()).toBe(201);
    const file = await upload.json();
    const key = `${task.id}-doc-0`;
    const saved = await context.request.post("/api/progress", {
      data: {
        companyId: company.id,
        taskId: task.id,
        documents: {
          [key]: { id: key, name: "Metrics", completed: true, fileUrl: file.url, fileName: "metrics.pdf", uploadedAt: new Date().toISOString() },
        },
      },
    });
    expect(saved.status()).toBe(200);
    const created = await context.request.post("/api/shared-spaces", {
      data: { companyId: company.id, name: "Analytics room", items: [{ itemType: "document", itemId: key }], ...OPEN_SPACE_SETTINGS },
    });
    expect(created.status()).toBe(201);
    const space = (await created.json()) as { id: string; accessCode: string };

    // Before anyone visits: the empty state.
    await page.goto(`/company/spaces/${space.id}/analytics`);
    await page
      .getByRole("heading", { name: "No visits yet" })
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${page.url()}\n${(await page.locator("body").innerText()).slice(0, 800)}`);
      });

    // The investor reads page 1, then 2, then 3, and closes the viewer.
    const visitor = await newContext(browser, 1280);
    const vpage = await visitor.newPage();
    const errors = collectErrors(vpage);
    await vpage.goto(`/shared/${space.accessCode}`);
    await vpage.getByLabel("Email address").fill(VISITOR);
    await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByText("This is a secure, read-only view"));
    await vpage
      .getByRole("link", { name: /metrics\.pdf/ })
      .first()
      .click();
    const dialog = vpage.getByRole("dialog", { name: "metrics.pdf" });
    await pageIndicator(vpage, "Page 1 of 3");
    await vpage.locator("canvas[data-rendered-page='1']").waitFor();
    await vpage.waitForTimeout(1500);
    await dialog.getByLabel(/Use the left and right arrow keys/).focus();
    await vpage.keyboard.press("ArrowRight");
    await pageIndicator(vpage, "Page 2 of 3");
    await vpage.waitForTimeout(1500);
    await dialog.getByRole("button", { name: "Next page" }).click();
    await pageIndicator(vpage, "Page 3 of 3");
    await vpage.waitForTimeout(500);
    await vpage.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);

    // The founder reaches the analytics from the space's row and sees the three pages and their times.
    await page.goto("/");
    await clickUntil(page.getByRole("button", { name: "Shared Spaces", exact: true }), page.getByRole("heading", { name: "Your Shared Spaces" }));
    await page.getByRole("button", { name: "More actions for Analytics room" }).click();
    await page.getByRole("menuitem", { name: "Analytics" }).click();
    await page.waitForURL(`**/company/spaces/${space.id}/analytics`);
    // From the dashboard the back link returns to it; from the links page, to that page.
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/");
    await page.goto("/spaces");
    await page.getByRole("link", { name: "Analytics of Analytics room" }).click();
    await page.waitForURL(`**/company/spaces/${space.id}/analytics?from=spaces`);
    expect(await page.getByRole("link", { name: "Back to Shared Spaces" }).getAttribute("href")).toBe("/spaces");
    for (let tries = 0; tries < 20; tries++) {
      if ((await page.getByTestId("total-pagesViewed").textContent()) === "3") break;
      await page.waitForTimeout(500);
      await page.reload();
    }
    expect(await page.getByTestId("total-visits").textContent()).toBe("1");
    expect(await page.getByTestId("total-documentsOpened").textContent()).toBe("1");
    expect(await page.getByTestId("total-pagesViewed").textContent()).toBe("3");
    expect(await page.getByTestId("total-totalMs").textContent()).toMatch(/^[1-9]\d*s$|m/);

    // The document's time per page, opened with the keyboard.
    const docSummary = page.locator("#analytics-documents ~ ul summary").first();
    await docSummary.focus();
    await page.keyboard.press("Enter");
    const pages = page.getByTestId("page-times");
    await pages.waitFor();
    for (const n of [1, 2, 3]) await pages.getByText(`Page ${n}`, { exact: true }).waitFor();
    // The bars are in page order.
    const ms = async (n: number) =>
      Number(
        await pages
          .locator("[data-ms]")
          .nth(n - 1)
          .getAttribute("data-ms"),
      );
    // The viewer measured about 1.5 s on pages 1 and 2 (bounds loose: a slow machine renders late).
    expect(await ms(1)).toBeGreaterThanOrEqual(1000);
    expect(await ms(2)).toBeGreaterThanOrEqual(1000);
    expect(await ms(3)).toBeGreaterThan(0);

    // The visitor's timeline: opened, then pages in order.
    await page.getByText(VISITOR).click();
    const timeline = page.getByRole("list", { name: "Visits in order" });
    await timeline.getByText("Opened metrics.pdf").waitFor();
    const lines = await timeline.locator("ol li span").allTextContents();
    expect(lines.filter((l) => l.startsWith("Read page")).map((l) => l.match(/page (\d+)/)![1])).toEqual(["1", "2", "3"]);
    await screenshot(page, "analytics-1280");

    const csv = await context.request.get(`/api/shared-spaces/${space.id}/analytics/export`);
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toBe("time,visitor,visit,event,document,page,seconds");
    expect(rows.filter((r) => r.includes(",page,metrics.pdf,"))).toHaveLength(3);

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.reload();
      await page.getByTestId("total-pagesViewed").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The document's name keeps one line on a phone: its counts wrap below it rather than
      // squeezing it into a few letters a line ("metrics.p" / "df").
      const name = page.locator("#analytics-documents ~ ul summary span.font-medium").first();
      const nameLines = await name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect({ width, nameLines }).toEqual({ width, nameLines: 1 });
      if (width === 390) {
        await page.locator("#analytics-documents ~ ul summary").first().click();
        await page.getByText(VISITOR).click();
        await screenshot(page, "analytics-390");
      }
    }
    await visitor.close();
    await context.close();
  });
});
