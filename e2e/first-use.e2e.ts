import type { Browser, Locator, Page } from "playwright-core";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { ARTIFACTS, clickUntil, collectErrors, launchBrowser, newContext, screenshot } from "./support/browser";

// First use: what a new founder hits in the browser, from sign-up to the profile.

// One founder walks through the steps in order (each step starts from its own URL, so a failing
// step does not hide the next one's result).
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
const failed: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  consoleErrors = collectErrors(page);
  page.on("response", (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const WIDTHS = [320, 390, 768, 1024, 1440];
// SPEC.md section 9: 12 digits with 2 decimals, the largest amounts a founder can store.
const FIGURES = {
  "Employee Count": "10000000",
  "Monthly Revenue ($)": "1234567890.12",
  "Previous Funding ($)": "9999999999.99",
  "Target Funding ($)": "9876543210.98",
};
const ZOD_DEFAULT = /Too big|Too small|Invalid input/;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}

/**
 * The key-figure boxes of the page: none overlaps another, none sticks out of the viewport, no
 * text is cut (its scrollWidth fits), and the page has no horizontal scroll.
 */
async function layoutProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    const items = [...document.querySelectorAll<HTMLElement>(sel)];
    if (items.length === 0) problems.push(`no ${sel}`);
    const rects = items.map((el) => el.getBoundingClientRect());
    rects.forEach((a, i) => {
      if (a.left < -0.5 || a.right > window.innerWidth + 0.5) problems.push(`${sel} #${i} leaves the viewport (${a.left}-${a.right})`);
      rects.slice(i + 1).forEach((b, j) => {
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
          problems.push(`${sel} #${i} overlaps #${i + j + 1}`);
        }
      });
    });
    for (const el of items) {
      for (const text of el.querySelectorAll<HTMLElement>("p, dd, dt")) {
        if (text.scrollWidth > text.clientWidth + 1) problems.push(`"${text.textContent}" is cut (${text.scrollWidth} > ${text.clientWidth})`);
        const r = text.getBoundingClientRect();
        const outer = el.getBoundingClientRect();
        if (r.right > outer.right + 0.5 || r.left < outer.left - 0.5) problems.push(`"${text.textContent}" overflows its card`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    }
    return problems;
  }, selector);
}

/** The visible toast must not cover the nav bar (and its avatar) nor the Share Documents button. */
async function expectToastClear(page: Page, text: string, name: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.waitFor();
  // Let the entry animation (400 ms) settle before measuring.
  await page.waitForTimeout(600);
  const t = await box(toast);
  const header = await box(page.locator("header").first());
  const avatar = await box(page.getByRole("button", { name: "Open account menu" }));
  expect(overlaps(t, header)).toBe(false);
  expect(overlaps(t, avatar)).toBe(false);
  const fab = page.getByRole("button", { name: "Share Documents" });
  if (await fab.isVisible()) expect(overlaps(t, await box(fab))).toBe(false);
  // What the person sees (a full-page capture would move fixed elements).
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

describe("a new founder's first use", () => {
  it("register refuses a first name over the limit in words, never with zod's text", async () => {
    await page.goto("/register");
    const firstName = page.getByLabel("First name");
    await firstName.fill("F".repeat(101));
    await page.getByLabel("Email").fill(`first-use-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("a-long-password-for-first-use");
    // Checked after signing up, so a failure here does not stop the founder's journey.
    const limited = await firstName.getAttribute("maxlength");
    let refusal = "";
    if (!limited) {
      const alert = page.locator('[data-slot="form-message"]').first();
      await clickUntil(page.getByRole("button", { name: "Create Account" }), alert);
      refusal = (await alert.textContent()) ?? "";
    }
    const zodTexts = await page.getByText(ZOD_DEFAULT).count();
    await firstName.fill("Ada");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/setup");
    if (limited) expect(Number(limited)).toBeLessThanOrEqual(100);
    else expect(refusal).toBe("First name must be at most 100 characters");
    expect(zodTexts).toBe(0);
  });

  it("onboarding shows the name's limit before it is reached, stops typing there, and takes stage 'Seed'", async () => {
    const name = page.getByLabel("Company Name *");
    await name.waitFor();
    const counter = (text: string) => page.getByText(`Characters used: ${text}`, { exact: true }).isVisible();
    const before = await counter("0/200");
    await name.fill("Acme Robotics International ".repeat(10));
    const typed = (await name.inputValue()).length;
    const atLimit = await counter("200/200");
    await screenshot(page, "first-use-setup-long-name");
    await name.fill("Acme Robotics International Holdings of Very Long Names");
    await page.getByLabel("Stage (Optional)").fill("Seed");
    await page.getByRole("button", { name: "Create Company" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect({ before, typed, atLimit }).toEqual({ before: true, typed: 200, atLimit: true });
    await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
  });

  it("the welcome toast covers neither the nav bar, the avatar nor Share Documents", async () => {
    await expectToastClear(page, "Welcome aboard!", "first-use-toast-desktop");
  });

  it("register -> /setup -> / logged no console error and no failed request (no 404 of GET /api/company)", async () => {
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("the profile's Stage select shows 'Seed' once", async () => {
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    const stage = page.getByRole("combobox").filter({ hasText: "Seed" });
    await clickUntil(stage, page.getByRole("listbox"));
    expect(await page.getByRole("option", { name: "Seed", exact: true }).count()).toBe(1);
    expect(await page.getByRole("option").allTextContents()).toEqual(["Idea", "Pre-Seed", "Seed", "Series A", "Series B", "Series C+"]);
    await page.keyboard.press("Escape");
  });

  it("key figures with the largest amounts neither overlap nor get cut at 320-1440 px", async () => {
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    // More decimals than stored is refused in words.
    await page.getByLabel("Monthly Revenue ($)").fill("1234567890.1242");
    const refusal = page.locator('[data-slot="form-message"]').first();
    await clickUntil(page.getByRole("button", { name: "Update Company" }), refusal);
    const refusalText = await refusal.textContent();
    for (const [label, value] of Object.entries(FIGURES)) await page.getByLabel(label).fill(value);
    const saved = page.waitForResponse((r) => r.url().includes("/api/company/") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Update Company" }).click();
    expect((await saved).status()).toBe(200);

    const problems: Record<string, string[]> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/company");
      await page.getByRole("heading", { name: "Key Figures" }).waitFor();
      await page.getByText("$9,999,999,999.99").waitFor();
      problems[`/company@${width}`] = await layoutProblems(page, "[data-key-figure], dl > div");
      await screenshot(page, `first-use-company-${width}`);

      await page.goto("/");
      await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
      await page.getByText("$9,876,543,210.98").waitFor();
      problems[`/@${width}`] = await layoutProblems(page, '[data-key-figure], section[aria-label="Key figures"] > *');
      await screenshot(page, `first-use-dashboard-${width}`);
    }
    expect(refusalText).toBe("Monthly revenue must be a number (up to 10 digits and 2 decimals)");
    expect(Object.entries(problems).filter(([, list]) => list.length > 0)).toEqual([]);
  });

  it("a toast on a phone leaves the nav bar and its avatar visible", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    await page.getByLabel("Industry").fill("Robotics");
    await page.getByRole("button", { name: "Update Company" }).click();
    await expectToastClear(page, "Company profile saved", "first-use-toast-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("the profile keeps the selected tab in the URL across a reload", async () => {
    await page.goto("/profile");
    await clickUntil(page.getByRole("tab", { name: "Investors" }), page.getByRole("button", { name: "Save Investors" }));
    await page.waitForURL("**/profile?tab=investors");
    await page.reload();
    await page.getByRole("button", { name: "Save Investors" }).waitFor();
    expect(await page.getByRole("tab", { name: "Investors" }).getAttribute("aria-selected")).toBe("true");
  });

  it("unsaved typing: an in-app link asks first (staying keeps the typing), so does a reload", async () => {
    await page.goto("/profile?tab=investors");
    const investorName = page.getByRole("tabpanel", { name: "Investors" }).getByLabel("Name *", { exact: true }).first();
    await investorName.fill("Northwind Seed Fund");
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.locator('header a[href="/"]').click();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual(["confirm: You have unsaved changes on your profile. Leave this page and lose them?"]);
    expect(new URL(page.url()).pathname).toBe("/profile");
    expect(await investorName.inputValue()).toBe("Northwind Seed Fund");

    page.once("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs[1]).toBe("beforeunload");
    await page.getByRole("button", { name: "Save Investors" }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
