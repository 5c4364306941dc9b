import { mkdirSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Browser } from "playwright-core";
import { launchBrowser, screenshot } from "./support/browser";
import { founderSharesPdf, multiPagePdf, visitorOpensDeck } from "./support/viewer";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS = path.resolve(__dirname, "..", "docs", "screenshots");
const PAGES = 40;
/** About 1.2 MB over 40 pages: several times pdf.js's range chunk, so pages load on demand. */
const NOISE_PER_PAGE = 30_000;

describe("the viewer investors read in", () => {
  it("opens fitted to the width, with thumbnails, keys, selectable text and find; screenshots at 1280 and 390", async () => {
    const { context, code } = await founderSharesPdf(browser, { allowDownloads: false, watermark: false }, await multiPagePdf(PAGES, NOISE_PER_PAGE));
    const { visitor, vpage, errors } = await visitorOpensDeck(browser, code, { pages: PAGES });
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    const frame = dialog.getByLabel(/Use the left and right arrow keys/);

    // Fitted to the frame's width (less its gutter), not cropped.
    const fit = await frame.evaluate((el) => ({ frame: el.clientWidth, page: el.querySelector("canvas")!.clientWidth }));
    expect(Math.abs(fit.frame - 24 - fit.page)).toBeLessThanOrEqual(2);

    // Thumbnails beside the pages on a wide screen; one click goes to that page.
    const strip = dialog.getByRole("navigation", { name: "Page thumbnails" });
    await strip.getByRole("button", { name: "Go to page 5" }).click();
    await dialog
      .getByTestId("page-indicator")
      .filter({ hasText: `Page 5 of ${PAGES}` })
      .waitFor();
    await vpage.locator("canvas[data-rendered-page='5']").waitFor();

    // The text layer: the page's words can be selected like text.
    const line = dialog.locator("[data-page='5'] .textLayer span", { hasText: "Board deck - page 5" });
    await line.click({ clickCount: 3 });
    expect(await vpage.evaluate(() => window.getSelection()?.toString() ?? "")).toContain("Board deck - page 5");

    // Keys: End and Home, and the arrows.
    await frame.focus();
    await vpage.keyboard.press("End");
    await dialog
      .getByTestId("page-indicator")
      .filter({ hasText: `Page ${PAGES} of ${PAGES}` })
      .waitFor();
    await vpage.locator(`canvas[data-rendered-page='${PAGES}']`).waitFor();
    await vpage.keyboard.press("Home");
    await dialog
      .getByTestId("page-indicator")
      .filter({ hasText: `Page 1 of ${PAGES}` })
      .waitFor();
    await vpage.keyboard.press("ArrowRight");
    await dialog
      .getByTestId("page-indicator")
      .filter({ hasText: `Page 2 of ${PAGES}` })
      .waitFor();

    // Find: the match's page comes into view with the match highlighted.
    await dialog.getByRole("button", { name: "Find" }).click();
    await dialog.getByRole("searchbox", { name: "Find in document" }).fill("page 12");
    await dialog.getByTestId("find-count").filter({ hasText: "1 of 1" }).waitFor();
    await dialog
      .getByTestId("page-indicator")
      .filter({ hasText: `Page 12 of ${PAGES}` })
      .waitFor();
    await dialog.locator("[data-page='12'] .textLayer .highlight.selected").waitFor();
    await dialog.getByRole("button", { name: "Find" }).click();

    await dialog.getByRole("button", { name: "Go to page 1", exact: true }).click();
    await vpage.locator("canvas[data-rendered-page='1']").waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await vpage.screenshot({ path: path.join(SCREENSHOTS, "viewer-1280.png") });

    // A phone: no thumbnails unless asked for, the page still fits the width.
    await vpage.setViewportSize({ width: 390, height: 844 });
    await strip.waitFor({ state: "hidden" });
    await vpage.waitForFunction(() => {
      const el = document.querySelector("[aria-label*='Use the left and right arrow keys']") as HTMLElement;
      return Math.abs(el.clientWidth - 24 - el.querySelector("canvas")!.clientWidth) <= 2;
    });
    await vpage.locator("canvas[data-rendered-page='1']").waitFor();
    await vpage.screenshot({ path: path.join(SCREENSHOTS, "viewer-390.png") });
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    await visitor.close();
    await context.close();
  });

  it("with Allow copying off there is no text layer and no find; the file URL opened directly explains downloads are off", async () => {
    const { context, code } = await founderSharesPdf(browser, { allowDownloads: false, watermark: false, allowCopying: false });
    const { visitor, vpage, href } = await visitorOpensDeck(browser, code);
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    expect(await dialog.locator(".textLayer").count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Find" }).count()).toBe(0);
    await vpage.keyboard.press("Escape");

    const direct = await visitor.newPage();
    const res = await direct.goto(href);
    expect(res?.status()).toBe(403);
    await direct.getByRole("heading", { name: "Downloads are turned off for this space" }).waitFor();
    await direct.getByRole("link", { name: "Open the shared space" }).click();
    await direct.waitForURL(new RegExp(`/shared/${code}$`));
    await visitor.close();
    await context.close();
  });
  it("revoked while open: the next page change says access has ended, and a page not loaded yet is refused", async () => {
    // Page objects in object streams (re-saved by pdf-lib, as the watermark does): pdf.js then needs
    // only the chunks of the pages it draws, where the fixture as written arrives whole with page 1.
    const pdf = Buffer.from(await (await PDFDocument.load(await multiPagePdf(PAGES, NOISE_PER_PAGE))).save({ useObjectStreams: true }));
    const { context, code, spaceId } = await founderSharesPdf(browser, { allowDownloads: true, watermark: false }, pdf);
    const { visitor, vpage, href } = await visitorOpensDeck(browser, code, { pages: PAGES });
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    const file = `${href}?disposition=inline`;

    // What the browser holds of the file once page 1 is shown (the viewer's range requests, by Resource Timing).
    const loaded = await vpage.evaluate(
      (path) =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.includes(path))
          .reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
      href,
    );
    console.log(`[viewer, ${PAGES} pages] ${(loaded / 1024).toFixed(0)} of ${(pdf.length / 1024).toFixed(0)} kB fetched with page 1 shown`);
    expect(loaded).toBeLessThan(pdf.length / 2);

    // The thumbnails draw once the page in view is drawn (it goes first): let them finish, or a
    // thumbnail's range asked after the revoke says access has ended before any page change.
    await vpage.waitForFunction(
      () => {
        const w = window as unknown as { __thumbs?: number };
        const drawn = document.querySelectorAll("canvas[data-thumb-page]").length;
        const settled = drawn > 0 && w.__thumbs === drawn;
        w.__thumbs = drawn;
        return settled;
      },
      undefined,
      { polling: 700 },
    );
    expect((await context.request.post(`/api/shared-spaces/${spaceId}/revoke`)).status()).toBe(200);
    // The next page is already drawn (pages near the visible one are): it needs no new bytes, yet the turn says access has ended.
    await dialog.getByLabel(/Use the left and right arrow keys/).focus();
    await vpage.keyboard.press("ArrowRight");
    await dialog.getByRole("alert").filter({ hasText: "Your access to this shared space has ended" }).waitFor({ timeout: 15_000 });
    expect(await dialog.locator("canvas").count()).toBe(0);
    await screenshot(vpage, "viewer-revoked");

    // Any range after the revoke, a page not loaded yet included, is refused with the reason and no bytes.
    const tail = await vpage.request.get(file, { headers: { range: `bytes=${pdf.length - 200_000}-${pdf.length - 100_001}` } });
    expect(tail.status()).toBe(410);
    expect(tail.headers()["content-range"]).toBeUndefined();
    await visitor.close();
    await context.close();
  });
});
