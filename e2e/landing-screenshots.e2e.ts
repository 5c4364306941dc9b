import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createUser, launchBrowser, signIn } from "./support/browser";
import { seedDemoCompany, verifyDemoEmail } from "./support/demo-company";
import { PRODUCT_SHOT_DIR, PRODUCT_SHOT_SIZE, PRODUCT_SHOT_WIDTHS, PRODUCT_SHOTS, productShotPath } from "@/components/landing/product-shots";

// The landing page's pictures of the product, taken from a seeded demo company on every run so
// they show the product as it is now. The files are committed: a fresh clone's landing has them.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC = path.resolve(__dirname, "..", "public");

/** The viewport at the screenshots' size, at 1x: the files are what the page declares. */
const shotContext = (b: Browser) => b.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { ...PRODUCT_SHOT_SIZE }, deviceScaleFactor: 1 });

/** Writes one screenshot at each width the landing's srcset names (WebP: a fraction of the PNG). */
async function writeShot(page: Page, name: string): Promise<void> {
  const png = await page.screenshot({ type: "png", animations: "disabled", caret: "hide" });
  mkdirSync(path.join(PUBLIC, PRODUCT_SHOT_DIR), { recursive: true });
  for (const width of PRODUCT_SHOT_WIDTHS) {
    const webp = await sharp(png).resize({ width }).webp({ quality: 80 }).toBuffer();
    writeFileSync(path.join(PUBLIC, productShotPath(name, width)), webp);
  }
}

describe("the landing page shows the product", () => {
  let founder: BrowserContext;
  let accessCode: string;

  beforeAll(async () => {
    founder = await shotContext(browser);
    founder.setDefaultTimeout(30_000);
    const user = await createUser(founder, { firstName: "Priya" });
    await signIn(founder, user);
    await verifyDemoEmail(founder.request, user.email);
    ({ accessCode } = await seedDemoCompany(founder.request));
  });
  afterAll(async () => {
    await founder?.close();
  });

  it("screenshots the demo company's dashboard", async () => {
    const page = await founder.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
    // The figures are in the first HTML; wait for the client's own cards (activity, tasks) to settle.
    await page.waitForLoadState("networkidle");
    await page
      .getByText(/Readiness \d+/)
      .first()
      .waitFor();
    await writeShot(page, "dashboard");
    await page.close();
  });

  it("screenshots what an investor sees of the demo company's shared space", async () => {
    const visitor = await shotContext(browser);
    visitor.setDefaultTimeout(30_000);
    const page = await visitor.newPage();
    await page.goto(`/shared/${accessCode}`);
    await page.getByLabel("Email address").fill("partner@fund.example");
    await page.getByRole("button", { name: "View Shared Space" }).click();
    await page.getByText("This is a secure, read-only view").waitFor();
    await page.waitForLoadState("networkidle");
    await writeShot(page, "investor-view");
    await visitor.close();
  });

  it("the landing shows both, sized (no layout shift), described, and served", async () => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const figures = page.getByRole("region", { name: "See your workspace" }).getByRole("figure");
    expect(await figures.count()).toBe(PRODUCT_SHOTS.length);
    for (const [i, shot] of PRODUCT_SHOTS.entries()) {
      const img = figures.nth(i).getByRole("img", { name: shot.alt });
      expect(await img.getAttribute("width")).toBe(String(PRODUCT_SHOT_SIZE.width));
      expect(await img.getAttribute("height")).toBe(String(PRODUCT_SHOT_SIZE.height));
      await img.scrollIntoViewIfNeeded();
      // A phone is given the small file; it is the real screenshot, not a broken image.
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
      const shown = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
      expect(PRODUCT_SHOT_WIDTHS.map((w) => productShotPath(shot.name, w))).toContain(new URL(shown).pathname);
    }
    await context.close();
  });
});
