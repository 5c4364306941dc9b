import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

/**
 * Stored XSS: every place a founder types text (company, team, notes, space, file names, links)
 * holds script-shaped payloads, and every page that shows them (founder pages and the visitor
 * page) must render them as text: no script runs, no javascript: link exists, no <img> appears.
 */
const SCRIPT = "<script>window.__xss=1</script>";
const IMG = '<img src=x onerror="window.__xss=1">';
const JS_URL = "javascript:window.__xss=1";
const ALL = `${SCRIPT} ${IMG} ${JS_URL}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let phaseId: string;
let taskId: string;
let accessCode: string;

// A real (tiny) PDF: the server sniffs the type from these bytes.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");

/** The JSON answer of a call that must succeed (read field by field below, hence any). */
async function ok(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<any> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser));
  const api = context.request;
  const company = await ok(
    await api.post("/api/company", { data: { company: { name: ALL, description: ALL, industry: IMG, stage: SCRIPT }, founders: [] } }),
    "company",
  );

  const member = { name: ALL, email: "member@example.com", linkedinUrl: JS_URL };
  await ok(await api.put(`/api/company/${company.id}/founders`, { data: { founders: [{ ...member, title: SCRIPT }] } }), "founders");
  await ok(
    await api.put(`/api/company/${company.id}/employees`, { data: { employees: [{ ...member, title: IMG, department: SCRIPT }] } }),
    "employees",
  );
  await ok(await api.put(`/api/company/${company.id}/advisors`, { data: { advisors: [{ ...member, company: IMG, expertise: ALL }] } }), "advisors");
  await ok(
    await api.put(`/api/company/${company.id}/investors`, { data: { investors: [{ ...member, firm: IMG, investmentRound: SCRIPT }] } }),
    "investors",
  );

  const phases = (await ok(await api.get("/api/phases"), "phases")).data as { id: string }[];
  phaseId = phases[0].id;
  const tasks = (await ok(await api.get(`/api/phases/${phaseId}/tasks`), "tasks")).data as {
    id: string;
    description: string | null;
    notApplicable?: number[];
  }[];
  // A task every line of which applies to this (Indian) company, so the phase page shows them all.
  const task = tasks.find((t) => !t.notApplicable?.length && (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length >= 2)!;
  taskId = task.id;
  const key = (n: number) => `${task.id}-doc-${n}`;

  const upload = await ok(
    await api.post("/api/files", { multipart: { companyId: company.id, file: { name: `${IMG}.pdf`, mimeType: "application/pdf", buffer: PDF } } }),
    "upload",
  );
  const now = new Date().toISOString();
  const link = `https://example.com/${encodeURIComponent(SCRIPT)}`;
  const documents = {
    [key(0)]: { id: key(0), name: "Doc 0", completed: true, fileUrl: upload.url, fileName: upload.fileName, uploadedAt: now },
    [key(1)]: { id: key(1), name: "Doc 1", completed: true, fileUrl: link, fileName: "Link attached", uploadedAt: now },
  };
  await ok(
    await api.post("/api/progress", { data: { companyId: company.id, taskId: task.id, priority: "high", notes: ALL, documents } }),
    "progress",
  );

  // The javascript: link never gets stored.
  const refused = await api.post("/api/progress", {
    data: { companyId: company.id, taskId: task.id, documents: { ...documents, [key(1)]: { ...documents[key(1)], fileUrl: JS_URL } } },
  });
  expect(refused.status()).toBe(400);

  const space = await ok(
    await api.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: ALL,
        description: ALL,
        ...OPEN_SPACE_SETTINGS,
        items: [
          { itemType: "task", itemId: task.id },
          { itemType: "document", itemId: key(0), taskId: task.id },
          { itemType: "document", itemId: key(1), taskId: task.id },
          { itemType: "phase", itemId: phaseId },
        ],
      },
    }),
    "space",
  );
  accessCode = space.accessCode;
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** What the page shows as text, form values included. */
function visibleText(p: Page): Promise<string> {
  return p.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((el) => el.value);
    return `${document.body.innerText}\n${values.join("\n")}`;
  });
}

async function expectInert(p: Page, name: string, expectedText: string[] = [SCRIPT, IMG]) {
  await p.waitForLoadState("networkidle");
  await screenshot(p, `xss-${name}`);
  const state = await p.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    javascriptLinks: [...document.querySelectorAll("a[href]")].filter((a) => /^\s*javascript:/i.test(a.getAttribute("href") ?? "")).length,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    // Every link that leaves the site (or opens a new tab) must not hand it window.opener or a Referer.
    leakyOutbound: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => a.target === "_blank" || (/^https?:$/.test(a.protocol) && a.host !== location.host))
      .filter((a) => !(a.relList.contains("noopener") && a.relList.contains("noreferrer")))
      .map((a) => a.href),
    // Next's inline flight data carries the text too, but JSON-escaped ("\u003cscript\u003e"); a raw
    // "<script>" inside a script, or a script that is just the payload, would be an injection.
    injectedScripts: [...document.scripts].filter(
      (s) => (s.textContent ?? "").includes("<script>window.__xss") || (s.textContent ?? "").trim() === "window.__xss=1",
    ).length,
  }));
  expect({ page: name, ...state }).toEqual({
    page: name,
    xss: undefined,
    javascriptLinks: 0,
    injectedImages: 0,
    injectedScripts: 0,
    leakyOutbound: [],
  });
  expect(await p.locator('a[href^="javascript:"]').count()).toBe(0);
  const text = await visibleText(p);
  for (const literal of expectedText)
    expect({ page: name, shows: literal, found: text.includes(literal) }).toEqual({ page: name, shows: literal, found: true });
}

describe("stored XSS renders as text", () => {
  it("on the dashboard (/) and in the shared spaces list", async () => {
    await page.goto("/");
    await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
    await expectInert(page, "dashboard");
    const spaces = page.getByRole("button", { name: /shared spaces/i }).first();
    if (await spaces.count()) {
      await spaces.click();
      await page.getByRole("dialog").waitFor();
      await expectInert(page, "dashboard-spaces");
      await page.keyboard.press("Escape");
    }
  });

  it("on the profile (/profile), every tab", async () => {
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    await expectInert(page, "profile-company");
    for (const tab of ["Founders", "Employees", "Advisors", "Investors"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("tabpanel", { name: tab }).waitFor();
      await expectInert(page, `profile-${tab.toLowerCase()}`);
    }
  });

  it("on the company details page (/company)", async () => {
    await page.goto("/company");
    await expectInert(page, "company");
  });

  it("on the phase page with the task open (/phase/{id})", async () => {
    // ?task= opens that task's card (the search palette's link), whatever the page's order.
    await page.goto(`/phase/${phaseId}?task=${taskId}`);
    await page.waitForLoadState("networkidle");
    await page.locator(`button[data-card-toggle][aria-expanded="true"]`).first().waitFor();
    await expectInert(page, "phase", [SCRIPT, IMG, `${IMG}.pdf`]);
  });

  it("on the visitor page (/shared/{code}) after the email gate", async () => {
    const visitor = await newContext(browser);
    const p = await visitor.newPage();
    await p.goto(`/shared/${accessCode}`);
    await p.getByLabel(/email/i).first().fill("investor@fund.example");
    await p
      .getByRole("button")
      .filter({ hasText: /view|access|continue|enter|open/i })
      .first()
      .click();
    await p.getByText(SCRIPT).first().waitFor();
    await expectInert(p, "shared", [SCRIPT, IMG]);
    await visitor.close();
  });
});
