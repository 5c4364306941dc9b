import type { Browser, Page } from "playwright-core";
import { clickUntil, launchBrowser, screenshot, signedInPage, chooseRowAction } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A real (tiny) PDF: the server sniffs the type from these bytes.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

async function onboard(page: Page, name: string) {
  await page.goto("/");
  await page.waitForURL("**/setup");
  await clickUntil(page.getByRole("button", { name: "Create Company" }), page.getByText("Please enter your company name to continue"));
  await page.getByLabel("Company Name *").fill(name);
  await page.getByLabel("Industry (Optional)").fill("Robotics");
  await page.getByLabel("Description (Optional)").fill("Warehouse robots for mid-size retailers.");
  await page.getByRole("radio", { name: "India" }).check();
  await page.getByRole("button", { name: "Create Company" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
}

describe("the founder's workspace", () => {
  it("onboards, keeps every profile tab across a reload", async () => {
    const { context, page } = await signedInPage(browser);
    await onboard(page, "Acme Robotics");
    await page.getByText("Warehouse robots for mid-size retailers.").first().waitFor();

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    await page.getByLabel("Employee Count").fill("12");
    await page.getByLabel("Monthly Revenue ($)").fill("1234567890.12");
    await page.getByLabel("Target Funding ($)").fill("2000000");
    const companySaved = page.waitForResponse((r) => r.url().includes("/api/company/") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Update Company" }).click();
    expect((await companySaved).status()).toBe(200);

    const tabs: Array<[string, string, Record<string, string>]> = [
      ["Founders", "Save Founders", { "Name *": "Ada Lovelace", "Equity Percentage": "60.5" }],
      ["Employees", "Save Employees", { "Name *": "Grace Hopper", Title: "Head of Engineering" }],
      ["Advisors", "Save Advisors", { "Name *": "Alan Turing", Expertise: "Cryptography" }],
      ["Investors", "Save Investors", { "Name *": "Northwind Seed Fund", "Investment Amount ($)": "250000" }],
    ];
    for (const [tab, save, fields] of tabs) {
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel", { name: tab });
      for (const [label, value] of Object.entries(fields)) await panel.getByLabel(label, { exact: true }).first().fill(value);
      const saved = page.waitForResponse((r) => r.url().includes(`/${tab.toLowerCase()}`) && r.request().method() === "PUT");
      await panel.getByRole("button", { name: save }).click();
      expect((await saved).status()).toBe(200);
    }

    await page.reload();
    await page.getByRole("heading", { name: "Company Profile" }).waitFor();
    // The reload keeps the last tab (?tab=investors); the Company tab is one click away.
    expect(await page.getByRole("tab", { name: "Investors" }).getAttribute("aria-selected")).toBe("true");
    await clickUntil(page.getByRole("tab", { name: "Company" }), page.getByLabel("Monthly Revenue ($)"));
    expect(await page.getByLabel("Monthly Revenue ($)").inputValue()).toBe("1234567890.12");
    expect(await page.getByLabel("Employee Count").inputValue()).toBe("12");
    await page.getByRole("tab", { name: "Founders" }).click();
    expect(await page.getByRole("tabpanel", { name: "Founders" }).getByLabel("Name *", { exact: true }).first().inputValue()).toBe("Ada Lovelace");
    await page.getByRole("tab", { name: "Employees" }).click();
    await page.getByRole("tabpanel", { name: "Employees" }).getByText("Grace Hopper").first().waitFor();
    await page.getByRole("tab", { name: "Advisors" }).click();
    await page.getByRole("tabpanel", { name: "Advisors" }).getByText("Alan Turing").first().waitFor();
    await page.getByRole("tab", { name: "Investors" }).click();
    await page.getByRole("tabpanel", { name: "Investors" }).getByText("$250,000").first().waitFor();
    await screenshot(page, "profile-investors");
    await context.close();
  });

  it("fulfils a task's documents with a file, a link and optional marks; progress moves; the file downloads intact", async () => {
    const { context, page } = await signedInPage(browser);
    await onboard(page, "Beta Labs");
    const phases = (await (await context.request.get("/api/phases")).json()).data;
    const phase = phases[0];
    // Only the tasks that apply to the company are listed and counted (other jurisdictions' overlays are not).
    const lineCount = (t: { description: string | null }) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length;
    const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data.filter(
      (t: { description: string | null; notApplicable?: number[] }) => (t.notApplicable ?? []).length < lineCount(t),
    );
    const task = tasks[0];
    const docs: string[] = task.description
      .split("\n")
      .filter((l: string) => /^\s*[-•]/.test(l))
      .map((l: string) => l.replace(/^\s*[-•]\s*/, "").trim());
    expect(docs.length).toBeGreaterThanOrEqual(3);

    await page.goto(`/phase/${phase.id}`);
    await page.getByText(`0 of ${tasks.length} tasks completed`).waitFor();
    await page.getByRole("button", { name: task.title }).first().click();

    const row = (name: string) => page.getByRole("listitem", { name });
    // 1. upload a real file
    await row(docs[0]).getByRole("button", { name: "Upload Document" }).click();
    await page.getByLabel("Choose a file").setInputFiles({ name: "certificate-of-incorporation.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("File uploaded successfully").first().waitFor();
    // 2. attach a link (no scheme: https:// is added)
    await row(docs[1]).getByRole("button", { name: "Upload Document" }).click();
    await page.getByRole("tab", { name: "Attach Link" }).click();
    await page.getByLabel("Document URL").fill("docs.example.com/moa.pdf");
    await page.getByRole("dialog").getByRole("button", { name: "Attach Link" }).click();
    await page.getByText("Link attached successfully").first().waitFor();
    await row(docs[1])
      .getByRole("link", { name: /docs\.example\.com/ })
      .waitFor();
    // 3. the rest optional
    for (const name of docs.slice(2)) {
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/progress") && r.request().method() === "POST");
      await chooseRowAction(row(name), "Mark Optional");
      expect((await saved).status()).toBe(200);
    }

    await page.getByText(`1 of ${tasks.length} tasks completed`).waitFor();
    const company = await (await context.request.get("/api/company")).json();
    const progress = (await (await context.request.get(`/api/company/${company.id}/progress`)).json()).data;
    const saved = progress.find((p: { taskId: string }) => p.taskId === task.id);
    expect(saved.completed).toBe(true);
    expect(Object.values(saved.documents).some((d: any) => d.fileUrl === "https://docs.example.com/moa.pdf")).toBe(true);
    await screenshot(page, "phase-task-complete");

    // The uploaded file comes back byte for byte.
    const href = await row(docs[0]).getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const download = await context.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    expect(download.headers()["content-disposition"]).toContain("certificate-of-incorporation.pdf");

    // The dashboard shows the phase moving.
    const percent = Math.round((1 / tasks.length) * 100);
    await page.goto("/");
    await page.getByText(`${percent}%`).first().waitFor();
    await screenshot(page, "dashboard-progress");
    await context.close();
  });
});
