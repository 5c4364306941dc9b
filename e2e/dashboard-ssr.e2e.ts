import type { Browser, BrowserContext } from "playwright-core";
import { baseUrl, busiestPhase, collectErrors, createCompany, launchBrowser, signedInPage } from "./support/browser";
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
  it("the phase page's first HTML draws its cards with the company's progress, and hydrates where the day is not the server's", async () => {
    const { context } = await signedInPage(browser);
    const company = await createCompany(context, `Phase Prerender ${Date.now().toString(36)}`);
    const phase = ((await (await context.request.get("/api/phases")).json()).data as { id: string }[])[0];
    const tasks: (Task & { title: string })[] = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data;
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const phaseHtml = async () => (await fetch(`${baseUrl()}/phase/${phase.id}`, { headers: { cookie }, redirect: "manual" })).text();

    // The first card the server draws in full (its toggle button), and a document line of it.
    const firstTitle = /data-card-toggle[^>]*>([^<]+)</.exec(await phaseHtml())?.[1];
    const task = tasks.find((t) => t.title === firstTitle?.replace(/&amp;/g, "&"));
    const line = task && parseDocumentLines(task.description).find((l) => !(task.notApplicable ?? []).includes(l.index));
    if (!task || !line) throw new Error(`no document line on the first card (${firstTitle})`);

    // A browser whose calendar day is not the server's (the server runs here, in this process's
    // time zone): Kiritimati (UTC+14) or Pago Pago (UTC-11), 25 hours apart, so one of them always
    // differs. The document expires on the later day, so the server's HTML calls it one thing and
    // the browser's own day another.
    const dayIn = (timeZone?: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
    const serverDay = dayIn();
    const timezoneId = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((zone) => dayIn(zone) !== serverDay)!;
    const browserDay = dayIn(timezoneId);
    const ahead = browserDay > serverDay;
    const expiresOn = ahead ? browserDay : serverDay;
    const key = `${task.id}-doc-${line.index}`;
    const saved = await context.request.post("/api/progress", {
      data: {
        companyId: company.id,
        taskId: task.id,
        documents: {
          [key]: { id: key, name: line.name, completed: true, fileUrl: "https://example.com/licence", fileName: "Link attached", expiresOn },
        },
      },
    });
    expect(saved.status()).toBe(200);

    // No script: the card is drawn with what it holds, not a loading badge.
    const text = visibleText(await phaseHtml());
    expect(text).toContain(`${task.title} `);
    expect(text).toMatch(/Not completed|Completed/);
    expect(text).toContain(ahead ? "Expiring" : "Expired");

    const far = await browser.newContext({
      baseURL: baseUrl(),
      timezoneId,
      storageState: await context.storageState(),
      viewport: { width: 1280, height: 900 },
    });
    const page = await far.newPage();
    const errors = collectErrors(page);
    await page.goto(`/phase/${phase.id}`);
    // After hydration the browser's own day decides.
    await page
      .getByRole("article", { name: task.title })
      .getByText(ahead ? "Expired" : "Expiring", { exact: true })
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await far.close();
    await context.close();
  });

  it("the phase page's first paint lays out as the hydrated page: no task card moves at a phone's, a tablet's or a desktop's width", async () => {
    const { context } = await signedInPage(browser);
    await createCompany(context, `Layout Labs ${Date.now().toString(36)}`);
    const phase = await busiestPhase(context);
    const storageState = await context.storageState();
    /** Each card's top and height down the page, and how many were the server's stand-ins. */
    const layout = async (width: number, height: number, hydrate: boolean) => {
      const viewer = await browser.newContext({ baseURL: baseUrl(), storageState, viewport: { width, height } });
      const page = await viewer.newPage();
      // Without the app's scripts the page stays as the server drew it (the streamed HTML's own
      // inline scripts still place it), which is what a phone shows until they arrive.
      if (!hydrate) await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
      await page.goto(`/phase/${phase.id}`, { waitUntil: "load" });
      await page.locator("main article").first().waitFor();
      if (hydrate) await page.waitForFunction(() => !document.querySelector("article[data-stand-in]"));
      // Cards off screen are skipped by the browser until they near the viewport, each the size of
      // a placeholder meanwhile, before and after alike; drawn in full here, so that every card's
      // own layout is compared, as a founder scrolling down meets it.
      const skipped = await page.evaluate(
        () => [...document.querySelectorAll("main article")].filter((card) => getComputedStyle(card).contentVisibility === "auto").length,
      );
      await page.addStyleTag({ content: "main article { content-visibility: visible !important }" });
      const cards = await page.evaluate(() =>
        [...document.querySelectorAll("main article")].map((card) => {
          const box = card.getBoundingClientRect();
          return { at: `${Math.round(box.top + scrollY)}+${Math.round(box.height)}`, standIn: card.hasAttribute("data-stand-in") };
        }),
      );
      await viewer.close();
      return { cards, skipped };
    };
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1280, 800],
    ]) {
      const first = await layout(width, height, false);
      const hydrated = await layout(width, height, true);
      // The busiest phase has stand-ins past the first cards: the check compares them too.
      expect(first.cards.filter((card) => card.standIn).length).toBeGreaterThan(10);
      expect({ width, cards: hydrated.cards.map((card) => card.at) }).toEqual({ width, cards: first.cards.map((card) => card.at) });
      // Every card is collapsed on load, so each one, stand-in or full, is one the browser may skip.
      expect({ width, skipped: [first.skipped, hydrated.skipped] }).toEqual({ width, skipped: [first.cards.length, first.cards.length] });
    }
    await context.close();
  });
});
