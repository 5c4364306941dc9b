import type { Browser, BrowserContext } from "playwright-core";
import { clickUntil, collectErrors, createCompany, launchBrowser, screenshot, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

// The readiness score with its formula, Top gaps and rule-based risk flags on the
// dashboard move as the founder adds documents; the phase header shows the phase's score; the
// printable report carries the score, sections, gaps and flags.
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
}

const linked = (key: string, name: string, extra: Record<string, unknown> = {}) => [
  key,
  { id: key, name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached", ...extra },
];

async function save(context: BrowserContext, companyId: string, taskId: string, documents: Record<string, unknown>) {
  const res = await context.request.post("/api/progress", { data: { companyId, taskId, documents } });
  expect(res.status()).toBe(200);
}

describe("readiness score, top gaps, risk flags and report", () => {
  it("moves with the founder's documents and prints as a report", async () => {
    const { context, page } = await signedInPage(browser);
    const errors = collectErrors(page);
    const company = await createCompany(context, "Readiness Labs");
    // Facts the rules read: incorporated in India, foreign investors, founded well over a year ago.
    const put = await context.request.put(`/api/company/${company.id}`, {
      data: { name: "Readiness Labs", countryOfIncorporation: "IN", foreignInvestors: "yes", foundedDate: "2023-03-01" },
    });
    expect(put.status()).toBe(200);

    await page.goto("/");
    const score = page.getByTestId("readiness-score-value");
    await score.waitFor();
    expect(await score.textContent()).toBe("0");
    await clickUntil(page.getByRole("button", { name: "How is this calculated?" }), page.getByText(/Score = 100 × Σ \(weight × held ÷ required\)/));
    const weights = page.getByLabel("Weight per priority");
    expect((await weights.textContent())?.replace(/\s+/g, "")).toBe("high3medium2low1");
    const gaps = page.getByRole("list", { name: "Top gaps" });
    expect(await gaps.getByRole("listitem").count()).toBe(5);
    const firstGap = gaps.getByRole("link").first();
    const firstGapName = await firstGap.textContent();
    const href = (await firstGap.getAttribute("href"))!;
    const [, phaseId, taskId] = href.match(/^\/phase\/([0-9a-f-]+)\?task=([0-9a-f-]+)$/)!;
    await page.getByRole("heading", { name: "Risk flags" }).waitFor();
    await page.getByText("Rule-based checks").waitFor();
    await page.getByText("Foreign investment without allotment reporting").waitFor();
    await page.getByText("No annual return after the first year").waitFor();
    expect(await page.getByText("Lapsed licence or certificate").count()).toBe(0);
    await page.screenshot({ path: "/tmp/readiness-dashboard-before.png", fullPage: true });

    // The founder completes the top gap's task, files FC-GPR, and adds a certificate that has lapsed.
    const phases: { id: string; name: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    const phaseTasks: Task[] = [];
    for (const phase of phases) phaseTasks.push(...(await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data);
    expect(phases.map((p) => p.id)).toContain(phaseId);
    const gapTask = phaseTasks.find((t) => t.id === taskId)!;
    const hidden = new Set(gapTask.notApplicable ?? []);
    await save(
      context,
      company.id,
      gapTask.id,
      Object.fromEntries(
        parseDocumentLines(gapTask.description)
          .filter((l) => !hidden.has(l.index))
          .map((l) => linked(`${gapTask.id}-doc-${l.index}`, l.name)),
      ),
    );
    const fdi = phaseTasks.find((t) => (t.description ?? "").includes("FC-GPR filings"))!;
    const fdiLines = parseDocumentLines(fdi.description);
    const fcgpr = fdiLines.find((l) => l.name.startsWith("FC-GPR filings"))!;
    const firc = fdiLines.find((l) => l.name.startsWith("Foreign Inward Remittance Certificate"))!;
    await save(
      context,
      company.id,
      fdi.id,
      Object.fromEntries([
        linked(`${fdi.id}-doc-${fcgpr.index}`, fcgpr.name),
        linked(`${fdi.id}-doc-${firc.index}`, firc.name, { expiresOn: "2025-01-31" }),
      ]),
    );

    await page.goto("/");
    await score.waitFor();
    const after = Number(await score.textContent());
    expect(after).toBeGreaterThan(0);
    expect(await gaps.getByRole("link").first().textContent()).not.toBe(firstGapName);
    await page.getByText("Lapsed licence or certificate").waitFor();
    expect(await page.getByText("Foreign investment without allotment reporting").count()).toBe(0);
    await page.getByText("No annual return after the first year").waitFor();
    await page.getByRole("list", { name: "Items that triggered Lapsed licence or certificate" }).getByText(firc.name).waitFor();
    await clickUntil(page.getByRole("button", { name: "How is this calculated?" }), page.getByText(/Score = 100 × Σ/));
    await page.screenshot({ path: "/tmp/readiness-dashboard-after.png", fullPage: true });
    await screenshot(page, "readiness-dashboard-1280");

    // A gap links to its task on the phase page, whose header shows the phase's score; the founder
    // attaches the gap's document there, and the phase score and then the dashboard's move.
    const gapLink = gaps.getByRole("link").first();
    const gapName = (await gapLink.textContent())!;
    const gapTaskId = (await gapLink.getAttribute("href"))!.split("?task=")[1];
    await gapLink.click();
    await page.waitForURL(/\/phase\/[0-9a-f-]+\?task=/);
    const phaseScore = page.getByTestId("phase-readiness-score");
    await phaseScore.waitFor();
    const phaseBefore = await phaseScore.textContent();
    expect(phaseBefore).toMatch(/^Readiness \d+(\.\d)?%$/);
    const row = page.locator(`#task-${gapTaskId}`).locator("li", { hasText: gapName });
    await row.getByRole("button", { name: "Upload Document" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Attach Link" }).click();
    await dialog.getByLabel("Document URL").fill("https://example.com/cap-table-tie-out.pdf");
    await dialog.getByRole("button", { name: "Attach Link" }).click();
    await page.getByText("Link attached successfully").first().waitFor();
    await page.waitForFunction((before) => document.querySelector('[data-testid="phase-readiness-score"]')?.textContent !== before, phaseBefore);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "/tmp/readiness-phase.png" });
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction((before) => Number(document.querySelector('[data-testid="readiness-score-value"]')?.textContent) > before, after);
    const latest = Number(await score.textContent());
    expect(await gaps.getByText(gapName, { exact: true }).count()).toBe(0);

    // The printable report.
    await page.goto("/company/readiness-report");
    await page.getByRole("heading", { name: "Readiness report", level: 1 }).waitFor();
    expect(await page.getByTestId("report-score").textContent()).toBe(String(latest));
    for (const phase of phases) await page.getByRole("rowheader", { name: phase.name }).waitFor();
    await page.getByRole("heading", { name: /^Gaps \(\d+\)$/ }).waitFor();
    expect(await page.getByRole("table", { name: "All gaps" }).getByRole("row").count()).toBeGreaterThan(6);
    await page.getByRole("heading", { name: "Expired and expiring documents" }).waitFor();
    await page.getByText("Jan 31, 2025", { exact: true }).waitFor();
    await page.getByText(`${firc.name}`, { exact: true }).first().waitFor();
    await page.getByRole("heading", { name: "Risk flags (rule-based checks)" }).waitFor();
    await page.getByText("Lapsed licence or certificate").waitFor();
    await page.getByText("No annual return after the first year").waitFor();
    await page.getByText(/^Generated on /).waitFor();
    await page.screenshot({ path: "/tmp/readiness-report.png", fullPage: true });
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print / Save as PDF" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).isVisible()).toBe(false);
    await page.screenshot({ path: "/tmp/readiness-report-print.png", fullPage: true });
    await page.pdf({ path: "/tmp/readiness-report.pdf", format: "A4" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the report is a 404 without a company", async () => {
    const { context, page } = await signedInPage(browser, 390);
    const res = await page.goto("/company/readiness-report");
    expect(res?.status()).toBe(404);
    await context.close();
  });
});
