import type { BrowserContext, Browser, Page } from "playwright-core";
import { collectErrors, createCompany, launchBrowser, screenshot, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

// A US founder's dashboard, phase page and readiness report, at desktop and phone width: every
// section shows the same Readiness on the dashboard and in the phase page's sidebar, tasks are a
// count, and nothing overflows the screen sideways.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Task {
  id: string;
  description: string | null;
  notApplicable?: number[];
}

/** Links a document to one line (of a task with several that apply) of the phase: Readiness above zero, no task completed. */
async function holdOneDocument(context: BrowserContext, companyId: string, phaseId: string) {
  const tasks: Task[] = (await (await context.request.get(`/api/phases/${phaseId}/tasks`)).json()).data;
  const applies = (t: Task) => parseDocumentLines(t.description).filter((l) => !(t.notApplicable ?? []).includes(l.index));
  const task = tasks.find((t) => applies(t).length > 1)!;
  const line = applies(task)[0]!;
  const key = `${task.id}-doc-${line.index}`;
  const documents = { [key]: { id: key, name: line.name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached" } };
  const res = await context.request.post("/api/progress", { data: { companyId, taskId: task.id, documents } });
  expect(res.status()).toBe(200);
}

/** The Readiness figure a phase's link shows (on the dashboard's card or in the sidebar). */
async function figureOf(page: Page, scope: string, phaseId: string): Promise<string> {
  const link = page.locator(`${scope} a[href="/phase/${phaseId}"]`).first();
  await link.waitFor();
  // The figure is the text beside the phase's bar (components/phase/phase-progress-bar.tsx).
  const figure = link.getByRole("progressbar").locator("xpath=following-sibling::span");
  expect(await figure.count()).toBe(1);
  return ((await figure.textContent()) ?? "").trim();
}

/** Nothing wider than the screen: on failure, the elements that reach past its right edge say which. */
async function noSidewaysScroll(page: Page, width: number) {
  const past = await page.evaluate((w) => {
    const wide = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > w + 0.5);
    return wide
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: ${Math.round(el.getBoundingClientRect().right)}`);
  }, width);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ scrollWidth: scrollWidth <= width ? "fits" : scrollWidth, past }).toEqual({ scrollWidth: "fits", past: [] });
}

describe("a US founder's view", () => {
  it.each([1280, 390])("dashboard, phase page and report agree on Readiness (%i px)", async (width) => {
    const { context, page } = await signedInPage(browser, width);
    const errors = collectErrors(page);
    const company = await createCompany(context, `Delaware Labs ${width}`, {
      countryOfIncorporation: "US",
      entityType: "c-corp",
      countriesOfOperation: ["US"],
      headcountBand: "1-9",
    });
    const phases: { id: string; name: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    const legal = phases[0]!;
    await holdOneDocument(context, company.id, legal.id);

    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: `Delaware Labs ${width}` }).waitFor();
    const dashboard: Record<string, string> = {};
    for (const phase of phases) dashboard[phase.id] = await figureOf(page, 'section[aria-labelledby="sections-title"]', phase.id);
    expect(dashboard[legal.id]).toMatch(/^\d+(\.\d)?%$/);
    expect(dashboard[legal.id]).not.toBe("0%");
    await screenshot(page, `us-founder-dashboard-${width}`);
    await noSidewaysScroll(page, width);

    await page.goto(`/phase/${legal.id}`);
    await page.getByRole("heading", { level: 1, name: legal.name }).waitFor();
    await page.getByTestId("phase-readiness-score").waitFor();
    expect(await page.getByTestId("phase-readiness-score").textContent()).toBe(`Readiness ${dashboard[legal.id]}`);
    for (const phase of phases)
      expect({ phase: phase.name, figure: await figureOf(page, 'nav[aria-label="Documentation Sections"]', phase.id) }).toEqual({
        phase: phase.name,
        figure: dashboard[phase.id],
      });
    await page
      .locator('nav[aria-label="Documentation Sections"]')
      .getByText(/^\d+ of \d+ tasks$/)
      .first()
      .waitFor();
    await screenshot(page, `us-founder-phase-${width}`);
    await noSidewaysScroll(page, width);
    // A section's header keeps its name on as few lines as the name needs: on a phone the
    // priority and day counts go on a row below it, and "6 tasks" never breaks.
    const header = page.locator("section[aria-label] h2").first();
    const layout = await header.evaluate((h2) => {
      const name = h2.querySelector("span.font-semibold") as HTMLElement;
      const counts = h2.querySelector('[data-testid="group-counts"], span.text-xs') as HTMLElement;
      const taskCount = name.querySelector("span") as HTMLElement;
      const lines = (el: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      return { taskCountLines: lines(taskCount), countsBelowName: counts.getBoundingClientRect().top >= name.getBoundingClientRect().bottom - 1 };
    });
    expect(layout).toEqual({ taskCountLines: 1, countsBelowName: width < 640 });

    await page.goto("/company/readiness-report");
    await page.getByRole("heading", { name: "Next 5 actions worth the most points" }).waitFor();
    const row = page.getByRole("row", { name: new RegExp(`^${legal.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first();
    expect(await row.textContent()).toContain(dashboard[legal.id]);
    await screenshot(page, `us-founder-report-${width}`);
    await noSidewaysScroll(page, width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
