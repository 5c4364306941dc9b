import { PDFParse } from "pdf-parse";
import type { Browser } from "playwright-core";
import { clickUntil, launchBrowser, screenshot } from "./support/browser";
import { founderSharesPdf as sharesPdf, visitorOpensDeck as opensDeck, VISITOR } from "./support/viewer";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const founderSharesPdf = (options: Record<string, unknown>) => sharesPdf(browser, options);
const visitorOpensDeck = (code: string) => opensDeck(browser, code);

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("documents open inside the shared space (issue 17)", () => {
  it("the founder turns downloads off and the watermark on in the space's edit form", async () => {
    const { context, page, spaceId } = await founderSharesPdf({ allowDownloads: true, watermark: false });
    await page.goto("/");
    await clickUntil(page.getByRole("button", { name: "Shared Spaces", exact: true }), page.getByRole("heading", { name: "Your Shared Spaces" }));
    await page.getByRole("button", { name: "More actions for Viewer room" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Shared Space" });
    const allow = dialog.getByRole("checkbox", { name: "Allow downloads" });
    expect(await allow.getAttribute("aria-checked")).toBe("true");
    await allow.click();
    await dialog.getByRole("checkbox", { name: "Watermark documents" }).click();
    await dialog.getByText(/can only view PDFs and images/).waitFor();
    await screenshot(page, "viewer-edit-options");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "hidden" });
    const spaces = (await (await context.request.get("/api/shared-spaces")).json()) as { data?: unknown[] } | unknown[];
    const list = (Array.isArray(spaces) ? spaces : (spaces.data ?? [])) as { id: string; allowDownloads: boolean; watermark: boolean }[];
    expect(list.find((s) => s.id === spaceId)).toMatchObject({ allowDownloads: false, watermark: true });
    await context.close();
  });

  it("a visitor opens the PDF in the viewer, pages with the keyboard and buttons, zooms, and can download", async () => {
    const { context, code } = await founderSharesPdf({ allowDownloads: true, watermark: false });
    const { visitor, vpage, errors } = await visitorOpensDeck(code);
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    await dialog.getByRole("link", { name: "Download" }).waitFor();

    await dialog.getByLabel(/Use the left and right arrow keys/).focus();
    await vpage.keyboard.press("ArrowRight");
    await dialog.getByTestId("page-indicator").filter({ hasText: "Page 2 of 3" }).waitFor();
    await vpage.locator("canvas[data-rendered-page='2']").waitFor();
    await screenshot(vpage, "viewer-page-2");

    await dialog.getByRole("button", { name: "Next page" }).click();
    await dialog.getByTestId("page-indicator").filter({ hasText: "Page 3 of 3" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await vpage.keyboard.press("ArrowLeft");
    await dialog.getByTestId("page-indicator").filter({ hasText: "Page 2 of 3" }).waitFor();

    const before = await vpage
      .locator("canvas")
      .first()
      .evaluate((c) => (c as HTMLCanvasElement).clientWidth);
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await vpage.waitForFunction((w) => (document.querySelector("canvas") as HTMLCanvasElement).clientWidth > w, before);

    const href = await dialog.getByRole("link", { name: "Download" }).getAttribute("href");
    const download = await vpage.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);

    // Phones: the viewer takes the whole screen; a zoomed page scrolls inside it instead of widening it.
    await vpage.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(390);
    await dialog.getByRole("button", { name: "Fit width" }).click();
    await screenshot(vpage, "viewer-phone");
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(390);
    // Fit width follows the screen: turned sideways, the page grows with it.
    const narrow = await vpage
      .locator("canvas")
      .first()
      .evaluate((c) => (c as HTMLCanvasElement).clientWidth);
    await vpage.setViewportSize({ width: 600, height: 844 });
    await vpage.waitForFunction((w) => (document.querySelector("canvas") as HTMLCanvasElement).clientWidth > w + 100, narrow);

    await vpage.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    await visitor.close();
    await context.close();
  });

  it("Download after the founder revokes the space says access has ended and saves nothing", async () => {
    const { context, code, spaceId } = await founderSharesPdf({ allowDownloads: true, watermark: false });
    const { visitor, vpage } = await visitorOpensDeck(code);
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    // While the space is live, the button downloads the file itself.
    const [saved] = await Promise.all([vpage.waitForEvent("download"), dialog.getByRole("link", { name: "Download" }).click()]);
    expect(saved.suggestedFilename()).toBe("board-deck.pdf");
    const downloads: string[] = [];
    vpage.on("download", (d) => downloads.push(d.suggestedFilename()));

    expect((await context.request.post(`/api/shared-spaces/${spaceId}/revoke`)).status()).toBe(200);
    await dialog.getByRole("link", { name: "Download" }).click();
    await dialog.getByText("Your access to this shared space has ended").waitFor({ timeout: 10_000 });
    // A download the click had started would have been reported by now.
    await vpage.waitForTimeout(1000);
    expect(downloads).toEqual([]);
    await screenshot(vpage, "viewer-download-after-revoke");
    await vpage.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Fit width" }).click();
    await vpage.waitForFunction(() => document.querySelector("[role=dialog]")!.getBoundingClientRect().width === 390);
    await screenshot(vpage, "viewer-download-after-revoke-390");
    await visitor.close();
    await context.close();
  });

  it("downloads off: no Download button, the download route refuses, the viewer still shows the watermarked PDF", async () => {
    const { context, code } = await founderSharesPdf({ allowDownloads: false, watermark: true });
    const { visitor, vpage, errors, href } = await visitorOpensDeck(code);
    const dialog = vpage.getByRole("dialog", { name: "board-deck.pdf" });
    expect(await dialog.getByRole("link", { name: "Download" }).count()).toBe(0);
    await screenshot(vpage, "viewer-downloads-off");

    for (const url of [href, `${href}?disposition=attachment`]) {
      const refused = await vpage.request.get(url, { headers: { accept: "application/json" } });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe("Downloads are turned off for this space");
    }
    const viewed = await vpage.request.get(`${href}?disposition=inline`);
    expect(viewed.status()).toBe(200);
    const text = await pdfText(Buffer.from(await viewed.body()));
    expect(text).toContain(VISITOR);
    expect(text).toContain("Board deck - page 3");
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    await visitor.close();
    await context.close();
  });
});
