import type { BrowserContext, Locator, Page } from "playwright-core";

/* The phase page's share gestures for the e2e specs: attach a file to a document line, open a task's card, drag onto the drop panel, create a space in the dialog. */

/** The smallest PDF the upload accepts. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

export interface Task {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  priority: string;
}

export const categoryOf = (task: Task) => task.category?.trim() || "General";

/** Uploads a file and attaches it to line `index` of the task, as the phase page does; answers the document's key and the stored file. */
export async function attachFile(context: BrowserContext, companyId: string, task: Pick<Task, "id">, index: number, fileName: string) {
  const upload = await context.request.post("/api/files", {
    multipart: { companyId, file: { name: fileName, mimeType: "application/pdf", buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const key = `${task.id}-doc-${index}`;
  const saved = await context.request.post("/api/progress", {
    data: {
      companyId,
      taskId: task.id,
      documents: { [key]: { id: key, name: "doc", completed: true, fileUrl: file.url, fileName, uploadedAt: new Date().toISOString() } },
    },
  });
  expect(saved.status()).toBe(200);
  return { key, file };
}

/** Opens the task's card once the page is hydrated (the section Share buttons are drawn from then on). */
export async function openTaskCard(page: Page, task: Task, row: Locator) {
  await page.getByRole("button", { name: `Share section ${categoryOf(task)}` }).waitFor();
  await page.getByRole("button", { name: task.title, exact: true }).click();
  await row.waitFor();
}

/** Drags `handle` with the mouse onto the 'Drop here' panel. */
export async function dragToDropPanel(page: Page, handle: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 40, { steps: 5 });
  const panel = page.getByText("Drop here");
  await panel.waitFor();
  const target = (await panel.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
}

export async function createSpaceInDialog(page: Page, name: string): Promise<string> {
  const configure = page.getByRole("dialog", { name: "Configure Sharing" });
  await configure.getByLabel("Space name *").fill(name);
  // The visitor enters with an email alone.
  await configure.getByRole("checkbox", { name: "Require email verification" }).click();
  await configure.getByRole("button", { name: "Create & Share" }).click();
  const ready = page.getByRole("dialog", { name: "Share Link Ready!" });
  await ready.waitFor();
  const link = await ready.getByRole("textbox").first().inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{22,}$/);
  await page.keyboard.press("Escape");
  await ready.waitFor({ state: "hidden" });
  return link;
}
