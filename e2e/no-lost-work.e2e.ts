import type { Browser, Page } from "playwright-core";
import { createCompany, launchBrowser, screenshot, signedInPage, chooseRowAction } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

async function openTask(page: Page, phaseId: string, title: string) {
  await page.goto(`/phase/${phaseId}`);
  await page.getByRole("button", { name: title }).first().click();
}

describe("no lost work (issue 13)", () => {
  it("two tabs on one task: tab A's upload survives tab B's stale save, and both end showing the same state", async () => {
    const { context, page: tabA } = await signedInPage(browser);
    const company = await createCompany(context, "Two Tabs Ltd");
    const phases = (await (await context.request.get("/api/phases")).json()).data;
    const tasks = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    const task = tasks.find((t: { description: string | null }) => parseDocumentLines(t.description).length >= 2);
    const [first, second] = parseDocumentLines(task.description).map((line) => line.name);

    // Tab B is opened first: its view of the task predates tab A's upload.
    const tabB = await context.newPage();
    await openTask(tabB, phases[0].id, task.title);
    await tabB.getByRole("listitem", { name: second }).waitFor();
    await openTask(tabA, phases[0].id, task.title);

    await tabA.getByRole("listitem", { name: first }).getByRole("button", { name: "Upload Document" }).click();
    await tabA.getByLabel("Choose a file").setInputFiles({ name: "board-minutes.pdf", mimeType: "application/pdf", buffer: PDF });
    await tabA.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
    await tabA.getByText("File uploaded successfully").first().waitFor();

    const saved = tabB.waitForResponse((r) => r.url().endsWith("/api/progress") && r.request().method() === "POST");
    await chooseRowAction(tabB.getByRole("listitem", { name: second }), "Mark Optional");
    const response = await saved;
    // Tab B sent only the document it changed: the server merged it (or, had it overlapped, said so).
    const sent = JSON.parse(response.request().postData() ?? "{}");
    expect(Object.keys(sent.documents)).toHaveLength(1);
    expect(response.status()).toBe(200);

    const progress = (await (await context.request.get(`/api/company/${company.id}/progress`)).json()).data;
    const record = progress.find((p: { taskId: string }) => p.taskId === task.id);
    const docs = Object.values(record.documents) as { name: string; fileUrl?: string | null; optional?: boolean }[];
    const fileUrl = docs.find((d) => d.name === first)?.fileUrl;
    expect(fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(docs.find((d) => d.name === second)?.optional).toBe(true);
    const download = await context.request.get(fileUrl!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

    // After a reload both tabs show the file on the first document and the optional mark on the second.
    for (const tab of [tabA, tabB]) {
      await openTask(tab, phases[0].id, task.title);
      await tab
        .getByRole("listitem", { name: first })
        .getByRole("link", { name: /board-minutes\.pdf/ })
        .waitFor();
      await tab.getByRole("listitem", { name: second }).getByText("Marked as optional").waitFor();
    }
    await screenshot(tabB, "no-lost-work-two-tabs");

    // Removing the file offers Undo; the card lists it under "Recently removed" until restored.
    await chooseRowAction(tabA.getByRole("listitem", { name: first }), "Remove");
    await tabA.getByText("Document removed").first().waitFor();
    const recent = tabA.getByRole("region", { name: "Recently removed" });
    await recent.getByText("board-minutes.pdf").waitFor();
    await recent.getByRole("button", { name: "Restore board-minutes.pdf" }).click();
    await tabA
      .getByRole("listitem", { name: first })
      .getByRole("link", { name: /board-minutes\.pdf/ })
      .waitFor();
    await context.close();
  });
});
