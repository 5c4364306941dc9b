import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, launchBrowser, newContext, screenshot, signedInPage, chooseRowAction } from "./support/browser";
import { attachFile, categoryOf, createSpaceInDialog, dragToDropPanel, openTaskCard, type Task } from "./support/phase-sharing";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";
import { parseDocumentLines } from "@/lib/progress/rules";

// "Every kind of share is reachable": documents and sections shared from the phase page
// (button and drag), batch add naming the duplicates, and the three small defects.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const documentNames = (description: string | null) => parseDocumentLines(description).map((line) => line.name);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function founderWorkspace(width = 1280) {
  const { context, page } = await signedInPage(browser, width);
  const company = await createCompany(context, "Epsilon Labs");
  const phase = (await (await context.request.get("/api/phases")).json()).data[0] as { id: string; name: string };
  const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as Task[];
  const task = tasks.find((t) => parseDocumentLines(t.description).length >= 2)!;
  return { context, page, company, phase, tasks, task };
}

async function openVisitor(link: string): Promise<{ visitor: BrowserContext; vpage: Page }> {
  const visitor = await newContext(browser);
  const vpage = await visitor.newPage();
  await vpage.goto(link);
  await vpage.getByLabel("Email address").fill("investor@fund.example");
  await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByText("This is a secure, read-only view"));
  return { visitor, vpage };
}

describe("sharing from the phase page (issue 21)", () => {
  it("shares a single document from its row and a section from its group header by button; the visitor sees both panels", async () => {
    const { context, page, company, phase, task } = await founderWorkspace();
    const [docName] = documentNames(task.description);
    await attachFile(context, company.id, task, 0, "incorporation-cert.pdf");
    const category = categoryOf(task);

    await page.goto(`/phase/${phase.id}`);
    const row = page.getByRole("listitem", { name: docName });
    await openTaskCard(page, task, row);
    await chooseRowAction(row, "Share");
    const configure = page.getByRole("dialog", { name: "Configure Sharing" });
    await configure.waitFor();
    expect(await configure.getByRole("list", { name: "Items to share" }).innerText()).toContain(docName);
    const notes = configure.getByRole("checkbox", { name: "Include task notes" });
    expect(await notes.getAttribute("aria-checked")).toBe("false");
    await configure.getByText("kept up to date as you work, read-only").waitFor();
    await screenshot(page, "phase-share-document-dialog");
    const link = await createSpaceInDialog(page, "Phase page room");

    // The section, added to the space just made.
    await page.getByRole("button", { name: `Share section ${category}` }).click();
    await configure.waitFor();
    expect(await configure.getByRole("list", { name: "Items to share" }).innerText()).toContain(category);
    await configure.getByText("Add to Existing Space").click();
    await configure.getByRole("combobox", { name: "Shared space" }).click();
    await page.getByRole("option", { name: /Phase page room/ }).click();
    const added = page.waitForResponse((r) => /\/api\/shared-spaces\/[^/]+\/items$/.test(r.url()) && r.request().method() === "POST");
    await configure.getByRole("button", { name: "Add to Space" }).click();
    expect((await added).status()).toBe(200);
    await page.getByText("Item Added").first().waitFor();
    await screenshot(page, "phase-share-buttons");

    const { visitor, vpage } = await openVisitor(link);
    const documents = vpage.getByRole("region", { name: /^Documents/ });
    // The Documents and Sections panels read as a data-room index (phase -> section -> document).
    await documents.getByText(docName, { exact: true }).first().waitFor();
    await documents.getByRole("link", { name: /incorporation-cert\.pdf/ }).waitFor();
    const sections = vpage.getByRole("region", { name: /^Sections/ });
    await sections.getByText(category, { exact: true }).first().waitFor();
    await sections.getByText(task.title).first().waitFor();
    await screenshot(vpage, "phase-share-visitor");
    await Promise.all([visitor.close(), context.close()]);
  });

  it("drags a section header and a document row onto the drop panel; the visitor sees them", async () => {
    const { context, page, phase, task } = await founderWorkspace();
    const [, docName] = documentNames(task.description);
    const category = categoryOf(task);
    await page.goto(`/phase/${phase.id}`);

    const sectionHandle = page.getByRole("button", { name: `Drag section ${category} to share` });
    await sectionHandle.waitFor();
    await dragToDropPanel(page, sectionHandle);
    const configure = page.getByRole("dialog", { name: "Configure Sharing" });
    await configure.waitFor();
    expect(await configure.getByRole("list", { name: "Items to share" }).innerText()).toContain(category);
    const link = await createSpaceInDialog(page, "Dragged room");

    const row = page.getByRole("listitem", { name: docName });
    await openTaskCard(page, task, row);
    await dragToDropPanel(page, row.getByRole("button", { name: `Drag document ${docName} to share` }));
    await configure.waitFor();
    expect(await configure.getByRole("list", { name: "Items to share" }).innerText()).toContain(docName);
    await configure.getByText("Add to Existing Space").click();
    await configure.getByRole("combobox", { name: "Shared space" }).click();
    await page.getByRole("option", { name: /Dragged room/ }).click();
    await configure.getByRole("button", { name: "Add to Space" }).click();
    await page.getByText("Item Added").first().waitFor();

    const { visitor, vpage } = await openVisitor(link);
    await vpage
      .getByRole("region", { name: /^Sections/ })
      .getByText(category, { exact: true })
      .first()
      .waitFor();
    await vpage
      .getByRole("region", { name: /^Documents/ })
      .getByText(docName, { exact: true })
      .first()
      .waitFor();
    await Promise.all([visitor.close(), context.close()]);
  });

  it("adds a batch to an existing space where one item is already there: the rest are added and the toast names the duplicate", async () => {
    const { context, page, company, phase, tasks } = await founderWorkspace();
    const created = await context.request.post("/api/shared-spaces", {
      data: { companyId: company.id, name: "Existing room", items: [{ itemType: "task", itemId: tasks[0].id }], ...OPEN_SPACE_SETTINGS },
    });
    expect(created.status()).toBe(201);
    const space = await created.json();

    await page.goto(`/phase/${phase.id}`);
    for (const task of tasks.slice(0, 3)) {
      await clickUntil(
        page.getByRole("button", { name: `Share options for ${task.title}` }),
        page.getByRole("menuitem", { name: "Add to selection" }),
      );
      await page.getByRole("menuitem", { name: "Add to selection" }).click();
    }
    await page.getByRole("region", { name: "Share selection" }).getByRole("button", { name: "Share", exact: true }).click();
    const configure = page.getByRole("dialog", { name: "Configure Sharing" });
    await configure.getByText("Add to Existing Space").click();
    await configure.getByRole("combobox", { name: "Shared space" }).click();
    await page.getByRole("option", { name: /Existing room/ }).click();
    await configure.getByRole("button", { name: "Add to Space" }).click();
    await page.getByText("Items Added").first().waitFor();
    await page.getByText(new RegExp(`Skipped \\(already in the space\\): ${escape(tasks[0].title)}$`)).waitFor();
    await screenshot(page, "phase-batch-skipped");

    const list = (await (await context.request.get("/api/shared-spaces")).json()).data;
    const updated = list.find((s: { id: string }) => s.id === space.id);
    expect(updated.itemCount).toBe(3);
    expect(updated.items.map((i: { itemId: string }) => i.itemId)).toEqual(tasks.slice(0, 3).map((t) => t.id));
    await context.close();
  });
});

describe("the small defects of issue 21", () => {
  it("says next to the date why a past custom date disables Create & Share", async () => {
    const { context, page, phase, task } = await founderWorkspace();
    await page.goto(`/phase/${phase.id}`);
    const configure = page.getByRole("dialog", { name: "Configure Sharing" });
    await clickUntil(page.getByRole("button", { name: `Share section ${categoryOf(task)}` }), configure);
    await configure.getByLabel("Space name *").fill("Past room");
    await configure.getByRole("combobox", { name: "Access Duration" }).click();
    await page.getByRole("option", { name: "Custom Date" }).click();
    await configure.getByLabel("Expires on").fill("2020-01-01");
    await configure.getByRole("alert").filter({ hasText: "Expiry date cannot be in the past" }).waitFor();
    expect(await configure.getByRole("button", { name: "Create & Share" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("orders the phase page's groups by the founder's priorities, not the template's", async () => {
    const { context, page, company, phase, tasks } = await founderWorkspace();
    const weight = (p: string) => (p === "high" ? 3 : p === "low" ? 1 : 2);
    const categories = [...new Set(tasks.map(categoryOf))];
    expect(categories.length).toBeGreaterThan(1);
    const average = (c: string) => {
      const of = tasks.filter((t) => categoryOf(t) === c);
      return of.reduce((s, t) => s + weight(t.priority), 0) / of.length;
    };
    // The group the template puts last; the founder makes all its tasks high and every other task low.
    const last = [...categories].sort((a, b) => average(b) - average(a)).at(-1)!;
    for (const task of tasks) {
      const res = await context.request.post("/api/progress", {
        data: { companyId: company.id, taskId: task.id, priority: categoryOf(task) === last ? "high" : "low" },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto(`/phase/${phase.id}`);
    // The server draws the groups before the founder's progress arrives; the order settles once it has.
    const headers = page.locator("section[aria-label] > div > h2");
    await headers.first().waitFor();
    await page.waitForFunction((name) => document.querySelector("section[aria-label] > div > h2")?.textContent?.startsWith(name), last, {
      timeout: 10_000,
    });
    const order = await headers.allInnerTexts();
    expect(order[0].startsWith(last)).toBe(true);
    expect(order).toHaveLength(categories.length);
    await context.close();
  });

  it("keeps the multi-select task list 550 px high at 1280x900", async () => {
    const { context, page } = await founderWorkspace();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Share Documents" });
    await clickUntil(page.getByRole("button", { name: "Multi-Select" }), dialog);
    const list = dialog.locator("[data-slot=scroll-area]").first();
    await list.locator("li").first().waitFor();
    // Measured once the dialog's opening zoom (95% -> 100%) has finished.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect((await list.boundingBox())!.height).toBe(550);
    await context.close();
  });
});

describe("phone size", () => {
  it("shows the section and document share buttons on a 390 px screen", async () => {
    const { context, page, phase, task } = await founderWorkspace(390);
    const [docName] = documentNames(task.description);
    await page.goto(`/phase/${phase.id}`);
    await page.getByRole("button", { name: `Share section ${categoryOf(task)}` }).waitFor();
    const row = page.getByRole("listitem", { name: docName });
    await openTaskCard(page, task, row);
    // The document's Share is in its row's menu: the menu's button must fit the screen.
    const share = row.getByRole("button", { name: `More actions for ${docName}` });
    await share.scrollIntoViewIfNeeded();
    const box = (await share.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, "phase-share-phone");
    await context.close();
  });
});
