import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");

interface Fixture {
  context: BrowserContext;
  page: Page;
  company: { id: string };
  phase: { id: string; name: string };
  tasks: Array<{ id: string; title: string; description: string }>;
}

async function founderWithFile(): Promise<Fixture & { fileTask: { id: string; title: string } }> {
  const { context, page } = await signedInPage(browser);
  const company = await createCompany(context, "Gamma Health");
  const phase = (await (await context.request.get("/api/phases")).json()).data[0];
  const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data;
  const fileTask = tasks[0];
  const upload = await context.request.post("/api/files", {
    multipart: { companyId: company.id, file: { name: "cap-table.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const saved = await context.request.post("/api/progress", {
    data: {
      companyId: company.id,
      taskId: fileTask.id,
      completed: false,
      priority: "high",
      documents: {
        [`${fileTask.id}-doc-0`]: {
          id: `${fileTask.id}-doc-0`,
          name: "first",
          completed: true,
          fileUrl: file.url,
          fileName: "cap-table.pdf",
          uploadedAt: new Date().toISOString(),
        },
      },
    },
  });
  expect(saved.status()).toBe(200);
  return { context, page, company, phase, tasks, fileTask };
}

async function openSharedSpaces(page: Page) {
  await page.goto("/");
  await clickUntil(page.getByRole("button", { name: "Shared Spaces", exact: true }), page.getByRole("heading", { name: "Your Shared Spaces" }));
}

describe("shared spaces", () => {
  it("creates a space from the multi-select dialog; a visitor passes the gate, sees the tasks, downloads a file; the founder sees the visit", async () => {
    const { context, page, phase, tasks, fileTask } = await founderWithFile();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Share Documents" });
    await clickUntil(page.getByRole("button", { name: "Multi-Select" }), dialog);
    await dialog.getByRole("tab", { name: new RegExp(phase.name) }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(escape(fileTask.title)) }).click();
    await dialog.getByRole("checkbox", { name: new RegExp(escape(tasks[1].title)) }).click();
    await dialog.getByRole("button", { name: "Create New Space" }).click();
    await page.getByLabel("Space name *").fill("Seed round data room");
    // The visitor below enters with an email alone and compares the file's bytes: opt out of the secure defaults.
    for (const box of ["Require email verification", "Allow downloads", "Watermark documents"])
      await page.getByRole("checkbox", { name: box }).click();
    await page.getByRole("button", { name: "Create & Share" }).click();
    await page.getByRole("heading", { name: "Share Link Ready!" }).waitFor();
    const link = await page.getByRole("dialog").getByRole("textbox").first().inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{22,}$/);

    // A visitor with no account, in a fresh browser.
    const visitor = await newContext(browser);
    const vpage = await visitor.newPage();
    await vpage.goto(link);
    await vpage.getByLabel("Email address").fill("not-an-email");
    await vpage.getByRole("button", { name: "View Shared Space" }).click();
    await vpage.getByText("Invalid email").waitFor();
    await vpage.getByLabel("Email address").fill("investor@fund.example");
    await vpage.getByRole("button", { name: "View Shared Space" }).click();
    await vpage.getByRole("heading", { name: "Seed round data room" }).waitFor();
    await vpage.getByText(fileTask.title).first().waitFor();
    await vpage.getByText(tasks[1].title).first().waitFor();
    await screenshot(vpage, "shared-visitor");
    const fileHref = await vpage
      .getByRole("link", { name: /cap-table\.pdf/ })
      .first()
      .getAttribute("href");
    expect(fileHref).toMatch(/^\/api\/shared\/[^/]+\/files\//);
    const bytes = await vpage.request.get(fileHref!);
    expect(bytes.status()).toBe(200);
    expect(Buffer.from(await bytes.body()).equals(PDF)).toBe(true);
    // The founder's own file route is not reachable with the visitor's cookies.
    expect((await vpage.request.get(fileHref!.replace(/^\/api\/shared\/[^/]+\/files\//, "/api/files/"))).status()).toBe(401);
    await visitor.close();

    await page.keyboard.press("Escape");
    await openSharedSpaces(page);
    await page.getByRole("button", { name: "More actions for Seed round data room" }).click();
    await page.getByRole("menuitem", { name: "Access Logs" }).click();
    await page.getByRole("dialog", { name: "Access Logs" }).getByText("investor@fund.example").waitFor();
    await context.close();
  });

  it("drags two selected tasks onto the drop panel and adds them to the existing space", async () => {
    const { context, page, company, phase, tasks } = await founderWithFile();
    const created = await context.request.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: "Existing room",
        items: [{ itemType: "task", itemId: tasks[0].id, taskId: tasks[0].id, phaseId: phase.id }],
      },
    });
    expect(created.status()).toBe(201);
    const space = await created.json();

    await page.goto(`/phase/${phase.id}`);
    for (const task of tasks.slice(1, 3)) {
      await page.getByRole("button", { name: `Share options for ${task.title}` }).click();
      await page.getByRole("menuitem", { name: "Add to selection" }).click();
    }
    const handle = page.getByRole("button", { name: `Drag ${tasks[1].title} to share` });
    await handle.scrollIntoViewIfNeeded();
    await handle.hover();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + 40, { steps: 5 });
    const panel = page.getByText("Drop here");
    await panel.waitFor();
    const target = (await panel.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();

    const configure = page.getByRole("dialog", { name: "Configure Sharing" });
    await configure.waitFor();
    await configure.getByText(tasks[1].title).first().waitFor();
    await configure.getByText(tasks[2].title).first().waitFor();
    await configure.getByText("Add to Existing Space").click();
    await configure.getByRole("combobox", { name: "Shared space" }).click();
    await page.getByRole("option", { name: /Existing room/ }).click();
    const added = page.waitForResponse((r) => r.url().endsWith(`/api/shared-spaces/${space.id}/items`) && r.request().method() === "POST");
    await configure.getByRole("button", { name: "Add to Space" }).click();
    expect((await added).ok()).toBe(true);

    const list = (await (await context.request.get("/api/shared-spaces")).json()).data;
    const updated = list.find((s: { id: string }) => s.id === space.id);
    expect(updated.itemCount).toBe(3);
    await context.close();
  });

  it("bulk-deletes spaces with one call per id", async () => {
    const { context, page, company, tasks, phase } = await founderWithFile();
    for (const name of ["Room A", "Room B"]) {
      const res = await context.request.post("/api/shared-spaces", {
        data: { companyId: company.id, name, items: [{ itemType: "task", itemId: tasks[0].id, taskId: tasks[0].id, phaseId: phase.id }] },
      });
      expect(res.status()).toBe(201);
    }
    await openSharedSpaces(page);
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("button", { name: "Select All" }).click();
    const deletes: string[] = [];
    page.on("request", (r) => r.method() === "DELETE" && deletes.push(r.url()));
    await page.getByRole("button", { name: "Delete (2)" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /Delete/ })
      .click();
    // Exact: the dialog's own text says "are deleted", which a substring match finds before any delete has finished.
    await page.getByText("Deleted", { exact: true }).first().waitFor();
    expect(deletes).toHaveLength(2);
    expect((await (await context.request.get("/api/shared-spaces")).json()).data).toHaveLength(0);
    await context.close();
  });

  it("shows the access error for an expired space", async () => {
    const { context, company, tasks, phase } = await founderWithFile();
    const res = await context.request.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: "Short-lived room",
        expiresAt: new Date(Date.now() + 1500).toISOString(),
        items: [{ itemType: "task", itemId: tasks[0].id, taskId: tasks[0].id, phaseId: phase.id }],
      },
    });
    expect(res.status()).toBe(201);
    const { accessCode } = await res.json();
    await new Promise((r) => setTimeout(r, 2000));
    const visitor = await newContext(browser);
    const vpage = await visitor.newPage();
    await vpage.goto(`/shared/${accessCode}`);
    const gate = vpage.getByLabel("Email address");
    if (await gate.isVisible().catch(() => false)) {
      await gate.fill("late@fund.example");
      await vpage.getByRole("button", { name: "View Shared Space" }).click();
    }
    await vpage.getByText("Access Error").waitFor();
    await vpage.getByText("The link may have expired or been removed.").waitFor();
    const api = await visitor.request.get(`/api/shared/${accessCode}?email=late@fund.example`);
    expect(api.status()).toBe(410);
    await Promise.all([visitor.close(), context.close()]);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
