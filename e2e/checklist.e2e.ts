import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, collectErrors, createCompany, launchBrowser, screenshot, signedInPage, chooseRowAction } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

// A Delaware company sees the US overlay and none of the India-only lines, reaches 100%
// without marking anything N/A by hand, and can mark one document Not applicable with a reason.
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

async function phasesAndTasks(context: BrowserContext) {
  const phases: { id: string; name: string }[] = (await (await context.request.get("/api/phases")).json()).data;
  const tasks: Task[] = [];
  for (const phase of phases) tasks.push(...(await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data);
  return { phases, tasks };
}

/** Links a document to every line that applies (what a founder does by uploading), through the API. */
async function completeApplicable(context: BrowserContext, companyId: string, tasks: Task[], skip: Set<string>) {
  for (const task of tasks) {
    const hidden = new Set(task.notApplicable ?? []);
    const lines = parseDocumentLines(task.description).filter((line) => !hidden.has(line.index));
    const documents = Object.fromEntries(
      lines
        .map((line) => ({ key: `${task.id}-doc-${line.index}`, line }))
        .filter(({ key }) => !skip.has(key))
        .map(({ key, line }) => [key, { id: key, name: line.name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached" }]),
    );
    if (!Object.keys(documents).length) continue;
    const res = await context.request.post("/api/progress", { data: { companyId, taskId: task.id, documents } });
    expect(res.status()).toBe(200);
  }
}

async function chooseFact(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("checklist applicability", () => {
  it("a Delaware company sees the US overlay, not the India-only lines, marks one document N/A with a reason and reaches 100%", async () => {
    const { context, page } = await signedInPage(browser);
    const errors = collectErrors(page);
    const company = await createCompany(context, "Delaware Robotics");

    // Facts in the profile: incorporated and operating in the United States.
    await page.goto("/profile");
    const country = page.getByRole("group", { name: "Country of incorporation" });
    await country.waitFor();
    await country.getByRole("radio", { name: "United States" }).check();
    await chooseFact(page, "Entity type", "C corporation (e.g. Delaware)");
    await page.getByRole("checkbox", { name: "United States" }).check();
    await page.getByRole("button", { name: "Update Company" }).click();
    await page.getByText("Company profile saved").first().waitFor();
    await screenshot(page, "checklist-profile-facts-1280");

    const { phases, tasks } = await phasesAndTasks(context);
    const legal = phases[0];
    const usTask = tasks.find((t) => t.title === "Delaware formation and good standing")!;
    expect(usTask).toBeDefined();
    expect(usTask.notApplicable).toEqual([]);
    const fdi = tasks.find((t) => (t.description ?? "").includes("FC-GPR filings"))!;
    expect(fdi.notApplicable).toHaveLength(parseDocumentLines(fdi.description).length);

    // The legal phase: the US task is listed, the India-only task is not, and it is under "Not applicable to you".
    // ?task= opens the US task's card (the way search results link to a task).
    await page.goto(`/phase/${legal.id}?task=${usTask.id}`);
    const usCard = page.locator(`#task-${usTask.id}`);
    await usCard.waitFor();
    const cardTitle = (title: string) => page.locator("button[data-card-toggle]", { hasText: title });
    expect(await cardTitle(fdi.title).count()).toBe(0);
    const naToggle = page.getByRole("button", { name: /Not applicable to you/ });
    await clickUntil(naToggle, page.getByText("FC-GPR filings with RBI acknowledgement", { exact: false }));

    // Not applicable with a reason on the US task's last line.
    const lastLine = parseDocumentLines(usTask.description).at(-1)!;
    await usCard.getByText(lastLine.name).waitFor();
    const row = usCard.locator("li", { hasText: lastLine.name });
    await chooseRowAction(row, "Not applicable");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Mark not applicable" }).click();
    await dialog.getByText("Please say why this document does not apply").waitFor();
    await dialog.getByLabel("Why does this document not apply?").fill("We already use a commercial registered agent's EIN letter on file.");
    await dialog.getByRole("button", { name: "Mark not applicable" }).click();
    await row.getByText("Reason: We already use a commercial registered agent's EIN letter on file.").waitFor();
    await screenshot(page, "checklist-phase-na-1280");

    // Everything else that applies gets a document; nothing else is marked N/A.
    await completeApplicable(context, company.id, tasks, new Set([`${usTask.id}-doc-${lastLine.index}`]));
    const progress = (await (await context.request.get(`/api/company/${company.id}/progress`)).json()).data as {
      documents: Record<string, { notApplicable?: boolean; notApplicableReason?: string }> | null;
    }[];
    const naDocs = progress.flatMap((p) => Object.values(p.documents ?? {})).filter((d) => d.notApplicable);
    expect(naDocs).toHaveLength(1);

    const batch = await (
      await context.request.get(`/api/company/${company.id}/phases/progress/batch?phaseIds=${phases.map((p) => p.id).join(",")}`)
    ).json();
    expect(batch.map((p: { completed: number; total: number }) => p.completed === p.total && p.total > 0)).toEqual(phases.map(() => true));

    await page.goto(`/phase/${legal.id}`);
    await page.getByText("100%").first().waitFor();
    await page.getByText(/(\d+) of \1 tasks completed/).waitFor();
    await page.goto("/");
    await page.getByText("Complete").first().waitFor();
    await screenshot(page, "checklist-dashboard-complete-1280");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a company with no country sees the neutral core and the country prompt, and answering it brings its country's lines (phone size)", async () => {
    const { context: signed, page } = await signedInPage(browser, 390);
    const errors = collectErrors(page);
    await createCompany(signed, "Nowhere Labs", {});
    const { phases, tasks } = await phasesAndTasks(signed);
    const usTask = tasks.find((t) => t.title === "Delaware formation and good standing")!;
    const fdi = tasks.find((t) => (t.description ?? "").includes("FC-GPR filings"))!;
    for (const countryTask of [usTask, fdi]) expect(countryTask.notApplicable).toHaveLength(parseDocumentLines(countryTask.description).length);
    // A core task of the first phase is listed; the country tasks are not.
    const core = tasks.find((t) => t.phaseId === phases[0].id && (t.notApplicable ?? []).length < parseDocumentLines(t.description).length)!;
    await page.goto(`/phase/${phases[0].id}`);
    await page.locator("button[data-card-toggle]", { hasText: core.title }).waitFor();
    for (const countryTask of [usTask, fdi]) expect(await page.locator("button[data-card-toggle]", { hasText: countryTask.title }).count()).toBe(0);
    await screenshot(page, "checklist-phase-core-390");

    // The dashboard asks, and stays usable; one click answers and the prompt goes.
    await page.goto("/");
    const prompt = page.getByRole("region", { name: "Where is your company incorporated?" });
    await prompt.waitFor();
    await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
    await screenshot(page, "checklist-country-prompt-390");
    await prompt.getByRole("button", { name: "India" }).click();
    await page.getByText("Country saved: your checklist now follows it.").first().waitFor();
    await prompt.waitFor({ state: "detached" });
    const after = await phasesAndTasks(signed);
    expect(after.tasks.find((t) => t.id === fdi.id)!.notApplicable).not.toHaveLength(parseDocumentLines(fdi.description).length);
    expect(errors).toEqual([]);
    await signed.close();
  });
});
