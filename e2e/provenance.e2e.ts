import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { formatDate } from "@/lib/format";
import { ARTIFACTS, collectErrors, createCompany, launchBrowser, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

// A lawyer checks a legal line: on a US company's Legal phase, a line with a source opens a popover
// with that source and the day it was last reviewed; a line without one shows no such control.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Task {
  id: string;
  title: string;
  description: string | null;
  notApplicable?: number[];
  sources?: { index: number; source: string; asOf: string | null }[];
}

interface Line {
  task: Task;
  name: string;
}

/** The Legal phase's lines that apply to the company, each with its source (if any). */
async function legalLines(context: BrowserContext) {
  const phases: { id: string; name: string }[] = (await (await context.request.get("/api/phases")).json()).data;
  const legal = phases.find((p) => /legal/i.test(p.name)) ?? phases[0]!;
  const tasks: Task[] = (await (await context.request.get(`/api/phases/${legal.id}/tasks`)).json()).data;
  const lines = tasks.flatMap((task) => {
    const hidden = new Set(task.notApplicable ?? []);
    const names = parseDocumentLines(task.description).map((l) => l.name);
    // A name that repeats within a task would make its row ambiguous to find.
    return parseDocumentLines(task.description)
      .filter((line) => !hidden.has(line.index) && names.filter((n) => n === line.name).length === 1)
      .map((line) => ({ task, name: line.name, source: task.sources?.find((s) => s.index === line.index) ?? null }));
  });
  return { legal, lines };
}

/** The task opened from its link (`?task=`: expanded and in view), and the line's row in it. */
async function openLine(page: Page, phaseId: string, { task, name }: Line) {
  await page.goto(`/phase/${phaseId}?task=${task.id}`);
  const row = page.locator(`#task-${task.id}`).getByRole("listitem", { name, exact: true });
  await row.waitFor();
  return row;
}

/** What the screen shows with the popover open (a full-page shot puts the sticky bar over it). */
async function viewShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

describe("provenance of a legal line", () => {
  it("shows the source and review date of a sourced line in a popover, and no control on an unsourced line", async () => {
    const { context, page } = await signedInPage(browser);
    const errors = collectErrors(page);
    await createCompany(context, "Provenance Inc", { countryOfIncorporation: "US", entityType: "c-corp", countriesOfOperation: ["US"] });
    const { legal, lines } = await legalLines(context);
    const sourced = lines.find((l) => l.source?.asOf);
    const unsourced = lines.find((l) => !l.source);
    expect(sourced).toBeDefined();
    expect(unsourced).toBeDefined();
    const reviewed = formatDate(sourced!.source!.asOf)!;

    const row = await openLine(page, legal.id, sourced!);
    const button = row.getByRole("button", { name: `Source of ${sourced!.name}` });
    await button.click();
    const popover = page.getByRole("dialog").filter({ hasText: "Last reviewed" });
    await popover.waitFor();
    expect(await popover.textContent()).toContain(sourced!.source!.source);
    expect(await popover.textContent()).toContain(`Last reviewed ${reviewed}`);
    await viewShot(page, "provenance-popover-1280");
    await page.keyboard.press("Escape");
    await popover.waitFor({ state: "hidden" });

    // At phone width the popover stays on screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await button.click();
    await popover.waitFor();
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await viewShot(page, "provenance-popover-390");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // No borrowed source or date: an unsourced line has no provenance control at all.
    const plain = await openLine(page, legal.id, unsourced!);
    expect(await plain.getByRole("button", { name: /^Source of / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Source of ${unsourced!.name}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
