import { addMonths, format } from "date-fns";
import type { Browser, JSHandle, Locator, Page } from "playwright-core";
import { collectErrors, createCompany, launchBrowser, screenshot, signedInPage } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface TaskJson {
  id: string;
  title: string;
  description: string | null;
  notApplicable?: number[];
}

const documentLines = (task: TaskJson) => parseDocumentLines(task.description).filter((line) => !task.notApplicable?.includes(line.index));

/** The machine is shared with other builds: allow a slow first load rather than fail on it. */
function patient(page: Page) {
  page.setDefaultNavigationTimeout(90_000);
  page.setDefaultTimeout(45_000);
}

/** A file name made of the line's words, as a founder's scan is often named. */
const fileNameFor = (line: string) => `${line.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 80)}.pdf`;

/**
 * Files built in the page (a PDF header and padding, `size` bytes each) in a DataTransfer, as the
 * operating system hands them to a drop: `types` includes "Files".
 */
function desktopFiles(page: Page, files: { name: string; size: number }[]): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle((specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const head = "%PDF-1.4\n";
      const tail = "\n%%EOF\n";
      const body = new Uint8Array(spec.size);
      body.set(new TextEncoder().encode(head));
      body.fill(0x25, head.length, spec.size - tail.length);
      body.set(new TextEncoder().encode(tail), spec.size - tail.length);
      transfer.items.add(new File([body], spec.name, { type: "application/pdf" }));
    }
    return transfer;
  }, files);
}

async function dropOn(target: Locator, dataTransfer: JSHandle<DataTransfer>, expectHint: string) {
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  // The drop target says what a drop will do while files are held over it.
  await target.getByText(expectHint).waitFor();
  await target.dispatchEvent("drop", { dataTransfer });
}

async function progressOf(page: Page, companyId: string, taskId: string) {
  const { data } = await (await page.context().request.get(`/api/company/${companyId}/progress`)).json();
  const record = data.find((r: { taskId: string }) => r.taskId === taskId);
  return (record?.documents ?? {}) as Record<string, { fileName?: string; completed?: boolean }>;
}

describe("uploads by drag and drop", () => {
  it("three files dropped on a task: matched by name, each with its own progress; one cancelled mid-way leaves the other two; then a drop on that row", async () => {
    const { context, page } = await signedInPage(browser);
    patient(page);
    const errors = collectErrors(page);
    const company = await createCompany(context, "Drop Files Pvt Ltd");
    const phases = (await (await context.request.get("/api/phases")).json()).data;
    const tasks: TaskJson[] = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    const task = tasks.find((t) => documentLines(t).length >= 3)!;
    const [first, second, third] = documentLines(task);

    await page.goto(`/phase/${phases[0].id}`);
    const card = page.getByRole("article", { name: task.title, exact: true });
    await card.waitFor();
    // Wait for hydration: the card's toggle answers a click only once React runs.
    await card.getByRole("button", { name: task.title, exact: true }).click();
    await card.getByRole("button", { name: "Upload files", exact: true }).waitFor();
    await card.getByRole("button", { name: task.title, exact: true }).click();

    // A slow uplink, so each file takes seconds and one can be cancelled while it moves.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });

    const names = [first, second, third].map((line) => fileNameFor(line.name));
    await dropOn(
      card,
      await desktopFiles(
        page,
        names.map((name) => ({ name, size: 1_500_000 })),
      ),
      "Drop files to upload them to this task",
    );

    const uploads = card.getByRole("region", { name: "Uploads" });
    for (const [i, line] of [first, second, third].entries()) {
      expect(await uploads.getByRole("combobox", { name: `Document for ${names[i]}` }).inputValue()).toBe(String(line.index));
    }
    await uploads.getByRole("button", { name: "Upload 3 files" }).click();

    const fileRow = (name: string) => uploads.getByRole("listitem").filter({ hasText: name });
    // Each file has its own bar; the second one is cancelled once it has visibly moved.
    await fileRow(names[1])
      .getByText(/Uploading\.\.\. ([1-9]|[1-9]\d)%/)
      .waitFor();
    expect(await uploads.getByRole("progressbar").count()).toBe(3);
    const moving = Number(await fileRow(names[1]).getByRole("progressbar").getAttribute("aria-valuenow"));
    expect(moving).toBeGreaterThan(0);
    expect(moving).toBeLessThan(100);
    await fileRow(names[1])
      .getByRole("button", { name: `Cancel ${names[1]}` })
      .click();
    await fileRow(names[1]).getByText("Cancelled").waitFor();
    await fileRow(names[0]).getByText("Uploaded").waitFor({ timeout: 60_000 });
    await fileRow(names[2]).getByText("Uploaded").waitFor({ timeout: 60_000 });
    await screenshot(page, "uploads-dnd-done");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const saved = await progressOf(page, company.id, task.id);
    expect(saved[`${task.id}-doc-${first.index}`]).toMatchObject({ fileName: names[0], completed: true });
    expect(saved[`${task.id}-doc-${third.index}`]).toMatchObject({ fileName: names[2], completed: true });
    expect(saved[`${task.id}-doc-${second.index}`]).toBeUndefined();
    await card.getByRole("listitem", { name: first.name }).getByRole("link", { name: names[0] }).waitFor();

    // The cancelled document takes a file dropped on its own row: it uploads at once.
    const row = card.getByRole("listitem", { name: second.name });
    await dropOn(row, await desktopFiles(page, [{ name: "scan-0042.pdf", size: 20_000 }]), "Drop a file to upload it to this document");
    await row.getByRole("link", { name: "scan-0042.pdf" }).waitFor();
    expect((await progressOf(page, company.id, task.id))[`${task.id}-doc-${second.index}`]).toMatchObject({ fileName: "scan-0042.pdf" });
    await screenshot(page, "uploads-dnd-row");
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("pre-fills Expires on for a document that lapses (a director's KYC: three years) and keeps it editable", async () => {
    const { context, page } = await signedInPage(browser);
    patient(page);
    await createCompany(context, "Validity Pvt Ltd");
    const phases = (await (await context.request.get("/api/phases")).json()).data;
    const tasks = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data as (TaskJson & {
      validity?: { line: number; months?: number }[];
    })[];
    const task = tasks.find((t) => t.title === "Directors and key managerial personnel")!;
    const kyc = documentLines(task).find((line) => line.name.startsWith("DIR-3-KYC-Web acknowledgement"))!;
    expect(task.validity).toContainEqual({ line: kyc.index, months: 36 });

    await page.goto(`/phase/${phases[0].id}`);
    const toggle = page.getByRole("button", { name: task.title, exact: true });
    const row = page.getByRole("listitem", { name: kyc.name });
    for (let attempt = 0; attempt < 10 && !(await row.isVisible()); attempt++) {
      await toggle.click();
      await row.waitFor({ timeout: 1500 }).catch(() => undefined);
    }
    await row.getByRole("button", { name: "Upload Document" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Document" });
    const expires = dialog.getByLabel("Expires on");
    expect(await expires.inputValue()).toBe(format(addMonths(new Date(), 36), "yyyy-MM-dd"));
    await dialog.getByText("Pre-filled with how long this kind of document usually stays current").waitFor();
    await expires.fill("2027-01-31");
    expect(await expires.inputValue()).toBe("2027-01-31");
    await screenshot(page, "uploads-validity-prefill");
    await context.close();
  }, 300_000);
});
