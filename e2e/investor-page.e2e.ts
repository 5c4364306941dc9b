import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, launchBrowser, newContext, signedInPage } from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";
import { parseDocumentLines } from "@/lib/progress/rules";

// What investors see: the company's page, only what was provided, panels that end on whole cards.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS = path.resolve(__dirname, "..", "docs", "screenshots");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
/** Long names of the kind founders upload: they must wrap at word boundaries at 390 px. */
const FILE_NAMES = [
  "Shareholders_Agreement_Final_Signed_Delaware_Conversion_2024.pdf",
  "CertificateOfIncorporationDelawareSecretaryOfState.pdf",
  "Board-Consent-Approving-Series-Seed-Preferred-Financing.pdf",
  "cap_table_fully_diluted_post_money_reconciled.pdf",
];
const INDIAN_LINES = ["Register of members (MGT-1)", "Share certificates (SH-1)", "ISIN allotment letter"];

interface Task {
  id: string;
  phaseId: string;
  title: string;
  category: string | null;
  description: string | null;
  notApplicable?: number[];
}

const applies = (task: Task) => parseDocumentLines(task.description).some((line) => !(task.notApplicable ?? []).includes(line.index));

/**
 * A US founder with files on 24 documents of the Legal phase (one of them on an Indian line, kept
 * from before the company said it is American) and a space sharing a task, a section, the phase
 * and the 24 documents. Returns the space's code.
 */
async function dataRoom(context: BrowserContext): Promise<{ code: string; spaceId: string }> {
  const company = await createCompany(context, "Acme Robotics");
  const put = await context.request.put(`/api/company/${company.id}`, { data: { company: { name: "Acme Robotics", countryOfIncorporation: "US" } } });
  expect(put.status()).toBe(200);
  const phases = (await (await context.request.get("/api/phases")).json()).data as { id: string; name: string }[];
  const legal = phases.find((p) => /legal/i.test(p.name))!;
  const tasks = (await (await context.request.get(`/api/phases/${legal.id}/tasks`)).json()).data as Task[];
  const upload = await context.request.post("/api/files", {
    multipart: { companyId: company.id, file: { name: "deck.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const documentItems: Record<string, unknown>[] = [];
  let n = 0;
  for (const task of tasks) {
    const skip = new Set(task.notApplicable ?? []);
    const lines = parseDocumentLines(task.description).filter((line) => !skip.has(line.index) || INDIAN_LINES.some((x) => line.name.startsWith(x)));
    const documents: Record<string, unknown> = {};
    for (const line of lines.slice(0, 3)) {
      const key = `${task.id}-doc-${line.index}`;
      documents[key] = {
        id: key,
        name: line.name,
        completed: true,
        fileUrl: file.url,
        fileName: FILE_NAMES[n % FILE_NAMES.length],
        uploadedAt: new Date().toISOString(),
      };
      if (documentItems.length < 24) documentItems.push({ itemType: "document", itemId: key, taskId: task.id, phaseId: legal.id });
      n += 1;
    }
    if (!lines.length) continue;
    const saved = await context.request.post("/api/progress", { data: { companyId: company.id, taskId: task.id, documents } });
    expect(saved.status()).toBe(200);
  }
  const capTable = tasks.find((t) => parseDocumentLines(t.description).some((l) => l.name.startsWith(INDIAN_LINES[0])))!;
  // The Indian line has a file too (uploaded before the company said it is American).
  const mgt1 = parseDocumentLines(capTable.description).find((l) => l.name.startsWith(INDIAN_LINES[0]))!;
  const key = `${capTable.id}-doc-${mgt1.index}`;
  const indian = await context.request.post("/api/progress", {
    data: {
      companyId: company.id,
      taskId: capTable.id,
      documents: { [key]: { id: key, name: mgt1.name, completed: true, fileUrl: file.url, fileName: "mgt1.pdf" } },
    },
  });
  expect(indian.status()).toBe(200);
  const res = await context.request.post("/api/shared-spaces", {
    data: {
      companyId: company.id,
      name: "Series Seed data room",
      ...OPEN_SPACE_SETTINGS,
      items: [
        // Three tasks with a line that applies, one of them the cap table with its Indian lines.
        ...[capTable, ...tasks.filter((t) => t !== capTable && applies(t)).slice(0, 2)].map((t) => ({ itemType: "task", itemId: t.id })),
        { itemType: "category", phaseId: legal.id, category: capTable.category },
        { itemType: "phase", itemId: legal.id },
        ...documentItems,
      ],
    },
  });
  expect(res.status()).toBe(201);
  const space = await res.json();
  return { code: space.accessCode, spaceId: space.id };
}

async function openAsVisitor(code: string, width: number): Promise<{ visitor: BrowserContext; page: Page }> {
  const visitor = await newContext(browser, width);
  const page = await visitor.newPage();
  await page.goto(`/shared/${code}`);
  // An open gate (any email gets in) says who shares what, rendered by the server.
  await page.getByText("Acme Robotics shared Series Seed data room with you", { exact: true }).waitFor();
  await page.getByLabel("Email address").fill("investor@fund.example");
  // The secure read-only line is on the gate too: wait for the space's own search box, clicking
  // again if the first click came before the gate's form was ready.
  await clickUntil(page.getByRole("button", { name: "View Shared Space" }), page.getByPlaceholder("Search document names"));
  return { visitor, page };
}

/** Rows and cards (that fit a panel) cut by a scrolling panel's bottom edge at rest. */
function cutOffAtRest(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const viewport of document.querySelectorAll<HTMLElement>("[data-panel-viewport]")) {
      if (viewport.scrollHeight <= viewport.clientHeight) continue;
      const box = viewport.getBoundingClientRect();
      for (const unit of viewport.querySelectorAll<HTMLElement>("[data-scroll-unit]")) {
        const r = unit.getBoundingClientRect();
        const leaf = !unit.querySelector("[data-scroll-unit]");
        const smallCard = unit.dataset.scrollUnit === "card" && r.height <= box.height;
        if (r.height > 0 && (leaf || smallCard) && r.top < box.bottom - 1 && r.bottom > box.bottom + 1)
          cut.push(unit.textContent?.slice(0, 60) ?? "");
      }
    }
    return cut;
  });
}

/** Names broken inside a word: a line that starts right after a non-space inside one text run. */
function midWordBreaks(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const name of document.querySelectorAll<HTMLElement>("[data-wrap-name]")) {
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        let previousTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (previousTop !== null && rect.top > previousTop + 2 && !/\s/.test(text[i - 1]) && !/\s/.test(text[i]))
            broken.push(`${name.textContent}@${i}`);
          previousTop = rect.top;
        }
      }
    }
    return broken;
  });
}

describe("the investor page", () => {
  it("is the company's, lists only what was provided and applies, and its panels end on whole cards, at 390 and 1280 px", async () => {
    const { context } = await signedInPage(browser);
    const { code } = await dataRoom(context);
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      const { visitor, page } = await openAsVisitor(code, width);
      // The page names itself once the visitor is in (set on the client after the gate): wait for it.
      await page.waitForFunction((title) => document.title === title, "Series Seed data room · Acme Robotics");
      await page.getByRole("heading", { level: 1, name: "Series Seed data room" }).waitFor();
      await page.getByText("Shared with RaiseReady").waitFor();
      expect(await page.getByRole("link", { name: /Company Assistant/ }).count()).toBe(0);
      const text = await page.locator("main").innerText();
      for (const line of INDIAN_LINES) expect(text).not.toContain(line);
      for (const badge of ["Not completed", "Pending", "Removed by the company", "Marked as optional"]) expect(text).not.toContain(badge);
      // One calm column: nothing wider than the window, and no panel wider than itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const wide = await page.evaluate(
        () => [...document.querySelectorAll<HTMLElement>("[data-panel-viewport]")].filter((v) => v.scrollWidth > v.clientWidth + 1).length,
      );
      expect(wide).toBe(0);

      // The Documents panel (24 documents) scrolls, says so, takes the keyboard, and shows a search box.
      const documents = page.locator('[data-panel="Documents"]');
      const more = documents.locator("[data-scroll-more]");
      await expect(more.innerText()).resolves.toMatch(/^\d+ more documents$/);
      // The one shared phase, taller than its panel, is being read: it goes on below, it is not "1 more phase".
      await expect(page.locator('[data-panel="Phases"] [data-scroll-more]').innerText()).resolves.toBe("More below");
      const viewport = documents.getByRole("group", { name: "Documents, scrollable list" });
      await page.getByRole("searchbox", { name: "Search documents" }).waitFor();
      expect(await cutOffAtRest(page)).toEqual([]);
      expect(await midWordBreaks(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `investor-page-${width}.png`), fullPage: true });

      await viewport.focus();
      await page.keyboard.press("PageDown");
      await page.waitForFunction(() => (document.querySelector('[data-panel="Documents"] [data-panel-viewport]')?.scrollTop ?? 0) > 0);
      await visitor.close();
    }
    await context.close();
  });

  it("previews as investor for the founder without logging a visit, and is a 404 for someone else", async () => {
    const { context, page } = await signedInPage(browser);
    const { code, spaceId } = await dataRoom(context);
    await page.goto(`/shared/${code}?preview=1`);
    await page.getByText(/Preview as investor: this is the page your investors see/).waitFor();
    await page.getByRole("heading", { level: 1, name: "Series Seed data room" }).waitFor();
    const spaces = (await (await context.request.get("/api/shared-spaces")).json()).data as { id: string; viewCount: number }[];
    expect(spaces.find((s) => s.id === spaceId)?.viewCount).toBe(0);

    const other = await signedInPage(browser);
    await createCompany(other.context, "Other Co");
    const refused = await other.page.goto(`/shared/${code}?preview=1`);
    expect(refused?.status()).toBe(404);
    await other.context.close();
    await context.close();
  });
});
