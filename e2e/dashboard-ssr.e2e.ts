import type { Browser, BrowserContext } from "playwright-core";
import { baseUrl, createCompany, launchBrowser, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

/**
 * The founder pages read on the server. The dashboard (`/` with a session) and Company
 * Details (`/company`) carry the company's name and its overall progress in the first HTML, before
 * any script runs: fetched here with the session cookie and no browser. (Their statements per
 * request are held by tests/perf/query-count.test.ts, "page /".)
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Task = { id: string; description: string | null; notApplicable?: number[] };

/** Links a document to every line of the first task with lines that apply: one task completed. */
async function completeOneTask(context: BrowserContext, companyId: string, phaseId: string) {
  const tasks: Task[] = (await (await context.request.get(`/api/phases/${phaseId}/tasks`)).json()).data;
  for (const task of tasks) {
    const hidden = new Set(task.notApplicable ?? []);
    const lines = parseDocumentLines(task.description).filter((line) => !hidden.has(line.index));
    if (!lines.length) continue;
    const documents = Object.fromEntries(
      lines.map((line) => [
        `${task.id}-doc-${line.index}`,
        { id: `${task.id}-doc-${line.index}`, name: line.name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached" },
      ]),
    );
    const res = await context.request.post("/api/progress", { data: { companyId, taskId: task.id, documents } });
    expect(res.status()).toBe(200);
    return;
  }
  throw new Error("no task with document lines");
}

/** The HTML's text as a browser without JavaScript shows it: no scripts, no React text separators. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("founder pages render their data on the server", () => {
  it("the dashboard and /company carry the company name and overall progress in the first HTML", async () => {
    const { context } = await signedInPage(browser);
    const name = `Prerender Labs ${Date.now().toString(36)}`;
    const company = await createCompany(context, name);
    const phases: { id: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    await completeOneTask(context, company.id, phases[0].id);
    const ids = phases.map((p) => p.id).join(",");
    const batch: { completed: number; total: number }[] = await (
      await context.request.get(`/api/company/${company.id}/phases/progress/batch?phaseIds=${encodeURIComponent(ids)}`)
    ).json();
    const completed = batch.reduce((sum, p) => sum + p.completed, 0);
    const total = batch.reduce((sum, p) => sum + p.total, 0);
    expect(completed).toBe(1);

    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const home = await fetch(`${baseUrl()}/`, { headers: { cookie }, redirect: "manual" });
    expect(home.status).toBe(200);
    // The signed-in `/` is per user: no shared cache may keep it.
    expect(home.headers.get("cache-control")).toMatch(/private|no-store/);
    expect(home.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    const dashboard = visibleText(await home.text());
    expect(dashboard).toContain(name);
    expect(dashboard).toMatch(new RegExp(`Readiness \\d+(\\.\\d)?% · ${completed} of ${total} tasks completed`));
    expect(dashboard).not.toContain("Loading dashboard...");

    const details = await fetch(`${baseUrl()}/company`, { headers: { cookie }, redirect: "manual" });
    expect(details.status).toBe(200);
    const text = visibleText(await details.text());
    expect(text).toContain(name);
    expect(text).toMatch(new RegExp(`\\d+(\\.\\d)?% · ${completed} of ${total} tasks completed`));
    await context.close();
  });

  it("the dashboard's HTML carries one Readiness figure, and tasks only as a count, for a company with one document held", async () => {
    const { context } = await signedInPage(browser);
    const company = await createCompany(context, `One Doc Labs ${Date.now().toString(36)}`, {});
    const phases: { id: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    const tasks: Task[] = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    // One document of a task with several that apply: nothing completed, Readiness above zero.
    const task = tasks.find((t) => parseDocumentLines(t.description).filter((l) => !(t.notApplicable ?? []).includes(l.index)).length > 1)!;
    const line = parseDocumentLines(task.description).find((l) => !(task.notApplicable ?? []).includes(l.index))!;
    const key = `${task.id}-doc-${line.index}`;
    const res = await context.request.post("/api/progress", {
      data: {
        companyId: company.id,
        taskId: task.id,
        documents: { [key]: { id: key, name: line.name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached" } },
      },
    });
    expect(res.status()).toBe(200);

    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const text = visibleText(await (await fetch(`${baseUrl()}/`, { headers: { cookie }, redirect: "manual" })).text());
    const figures = [...text.matchAll(/Readiness (\d+(?:\.\d)?)%/g)].map((m) => m[1]);
    expect(figures.length).toBeGreaterThan(0);
    expect(new Set(figures).size).toBe(1);
    expect(Number(figures[0])).toBeGreaterThan(0);
    expect(text).not.toMatch(/% ready/);
    expect(text).not.toContain("Overall Progress");
    expect(text).toMatch(/ 0 of \d+ tasks completed/);
    await context.close();
  });

  it("the dashboard shows the server's figures in the browser without asking the progress API again", async () => {
    const { context, page } = await signedInPage(browser);
    const name = `Hydrated Labs ${Date.now().toString(36)}`;
    await createCompany(context, name);
    const progressCalls: string[] = [];
    page.on("request", (req) => {
      if (/\/api\/company\/[^/]+\/(phases\/progress\/batch|progress)(\?|$)/.test(req.url())) progressCalls.push(req.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page
      .getByText(/Readiness \d+(\.\d)?%/)
      .first()
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(progressCalls).toEqual([]);
    await context.close();
  });
});
