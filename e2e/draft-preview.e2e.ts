import type { Browser, BrowserContext } from "playwright-core";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";
import { clickUntil, createCompany, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

// "Preview as investor" before the link exists, and the size of a 300-document visitor page.
// Each test makes its data through the API (the second ~100 progress saves): more than the default 90 s on a busy machine.
jest.setTimeout(240_000);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Task {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  notApplicable?: number[];
}

const documentLines = (task: Task) => parseDocumentLines(task.description).filter((line) => !(task.notApplicable ?? []).includes(line.index));

/** The 300-document page and the dashboard's dialogs on a shared, busy build machine: more than the default 15 s. */
const slowMachine = (context: BrowserContext) => {
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Links on the documents of `tasks` (every applicable line), through the founder's own progress save. */
async function provide(context: BrowserContext, companyId: string, tasks: Task[]) {
  for (const task of tasks) {
    const documents = Object.fromEntries(
      documentLines(task).map((line) => {
        const key = `${task.id}-doc-${line.index}`;
        const fileUrl = `https://drive.example.com/acme/${task.id.slice(0, 8)}/${line.index}.pdf`;
        return [key, { id: key, name: line.name, completed: true, fileUrl, fileName: "Link attached", uploadedAt: new Date().toISOString() }];
      }),
    );
    const res = await context.request.post("/api/progress", { data: { companyId, taskId: task.id, documents } });
    expect(res.status()).toBe(200);
  }
}

async function phasesWithTasks(context: BrowserContext) {
  const phases = (await (await context.request.get("/api/phases")).json()).data as { id: string; name: string }[];
  return Promise.all(
    phases.map(async (phase) => ({ phase, tasks: (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as Task[] })),
  );
}

describe("Preview as investor from the create dialog", () => {
  it("shows the page the investor will get with the dialog's selection and options, before anything is created", async () => {
    const { context, page } = await signedInPage(browser);
    slowMachine(context);
    const company = await createCompany(context, "Preview Robotics");
    const [{ phase, tasks }] = await phasesWithTasks(context);
    const task = tasks.find((t) => documentLines(t).length >= 2)!;
    await provide(context, company.id, [task]);

    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Share Documents" });
    await clickUntil(page.getByRole("button", { name: "Multi-Select" }), dialog);
    await dialog.getByRole("tab", { name: new RegExp(escape(phase.name)) }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(escape(task.title)) }).click();
    await dialog.getByRole("button", { name: "Create New Space" }).click();
    await page.getByLabel("Space name *").fill("Seed preview room");
    expect(await page.getByLabel("Remember verified visitors for (days)").inputValue()).toBe("7");

    await page.getByRole("button", { name: "Preview as investor" }).click();
    const preview = page.getByRole("dialog", { name: "Preview as investor" });
    await preview.getByRole("heading", { name: "Seed preview room" }).waitFor();
    await preview.getByText("Preview Robotics", { exact: true }).waitFor();
    await preview.getByText(/Nothing is saved yet/).waitFor();
    // The task's title and its documents, each with its link, as the visitor page lists them.
    await preview.getByText(task.title, { exact: true }).first().waitFor();
    for (const line of documentLines(task)) await preview.getByText(line.name, { exact: true }).first().waitFor();
    expect(await preview.getByRole("link", { name: /Open link/ }).count()).toBe(documentLines(task).length);
    await screenshot(page, "draft-preview-1280");
    // Nothing was created by looking.
    expect((await (await context.request.get("/api/shared-spaces")).json()).data).toEqual([]);

    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Create & Share" }).click();
    await page.getByRole("heading", { name: "Share Link Ready!" }).waitFor();
    const spaces = (await (await context.request.get("/api/shared-spaces")).json()).data as { name: string; rememberVisitorDays: number }[];
    expect(spaces.map((s) => [s.name, s.rememberVisitorDays])).toEqual([["Seed preview room", 7]]);
    await context.close();
  });
});

describe("the visitor page of a space with 300 documents", () => {
  it("serves under 150 kB of HTML; the page the visitor's browser then holds is measured", async () => {
    const { context } = await signedInPage(browser);
    const company = await createCompany(context, "Bulk Robotics");
    const all = (await phasesWithTasks(context)).flatMap((p) => p.tasks);
    const lines = all.flatMap((task) => documentLines(task).map((line) => ({ task, line })));
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const shared = lines.slice(0, 300);
    await provide(context, company.id, [...new Set(shared.map((s) => s.task))]);
    const created = await context.request.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: "Three hundred documents",
        items: shared.map(({ task, line }) => ({
          itemType: "document",
          itemId: `${task.id}-doc-${line.index}`,
          taskId: task.id,
          phaseId: task.phaseId,
        })),
        ...OPEN_SPACE_SETTINGS,
      },
    });
    expect(created.status()).toBe(201);
    const { accessCode } = await created.json();

    const visitor = await newContext(browser);
    slowMachine(visitor);
    const served = await visitor.request.get(`/shared/${accessCode}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html.length).toBeLessThan(150 * 1024);

    const page = await visitor.newPage();
    await page.goto(`/shared/${accessCode}`);
    await page.getByLabel("Email address").fill("partner@fund.example");
    // One click: the button reads "Opening..." while the 300 documents load, so clicking until would miss it.
    await page.getByRole("button", { name: "View Shared Space" }).click();
    await page.getByRole("heading", { name: "Three hundred documents" }).waitFor();
    const rendered = await page.evaluate(() => document.documentElement.outerHTML.length);
    const links = await page.locator('a[href^="https://drive.example.com/acme/"]').count();
    expect(links).toBe(300);
    console.log(`[visitor page, 300 documents] served HTML ${(html.length / 1024).toFixed(1)} kB; rendered DOM ${(rendered / 1024).toFixed(1)} kB`);
    await visitor.close();
    await context.close();
  });
});
