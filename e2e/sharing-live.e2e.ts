import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";
import { attachFile, PDF } from "./support/phase-sharing";
import { parseDocumentLines } from "@/lib/progress/rules";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Task {
  id: string;
  title: string;
  description: string | null;
}

const documentLines = (description: string | null) => parseDocumentLines(description).map((line) => line.name);

async function founderWorkspace(width = 1280) {
  const { context, page } = await signedInPage(browser, width);
  const company = await createCompany(context, "Delta Fintech");
  const phase = (await (await context.request.get("/api/phases")).json()).data[0] as { id: string; name: string };
  const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as Task[];
  const task = tasks.find((t) => documentLines(t.description).length >= 2)!;
  return { context, page, company, phase, tasks, task };
}

async function shareViaApi(context: BrowserContext, body: Record<string, unknown>): Promise<string> {
  const res = await context.request.post("/api/shared-spaces", { data: { ...OPEN_SPACE_SETTINGS, ...body } });
  expect(res.status()).toBe(201);
  return (await res.json()).accessCode;
}

/** A visitor in their own browser context, past the email gate. */
async function openAsVisitor(code: string, width = 1280): Promise<{ visitor: BrowserContext; vpage: Page }> {
  const visitor = await newContext(browser, width);
  const vpage = await visitor.newPage();
  await vpage.goto(`/shared/${code}`);
  await passGate(vpage);
  return { visitor, vpage };
}

async function passGate(vpage: Page) {
  const email = vpage.getByLabel("Email address");
  await email.fill("investor@fund.example");
  await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByText("This is a secure, read-only view"));
}

describe("what the visitor sees is what the founder has now (issue 21)", () => {
  it("a file uploaded to a task after it was shared shows on the visitor's reload", async () => {
    const { context, page, company, phase, task } = await founderWorkspace();
    const code = await shareViaApi(context, { companyId: company.id, name: "Live room", items: [{ itemType: "task", itemId: task.id }] });
    const { visitor, vpage } = await openAsVisitor(code);
    await vpage.getByRole("heading", { name: task.title }).waitFor();
    expect(await vpage.getByRole("link", { name: /board-minutes\.pdf/ }).count()).toBe(0);

    // The founder uploads through the phase page, after sharing.
    const first = documentLines(task.description)[0];
    await page.goto(`/phase/${phase.id}`);
    await page.getByRole("button", { name: task.title }).first().click();
    await page.getByRole("listitem", { name: first }).getByRole("button", { name: "Upload Document" }).click();
    await page.getByLabel("Choose a file").setInputFiles({ name: "board-minutes.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("File uploaded successfully").first().waitFor();

    await vpage.reload();
    await passGate(vpage);
    const link = vpage.getByRole("link", { name: /board-minutes\.pdf/ });
    await link.waitFor();
    const bytes = await vpage.request.get((await link.getAttribute("href"))!);
    expect(bytes.status()).toBe(200);
    expect(Buffer.from(await bytes.body()).equals(PDF)).toBe(true);
    await Promise.all([visitor.close(), context.close()]);
  });

  it("a phase dragged from the dashboard shows the visitor its tasks by section", async () => {
    const { context, page, phase, tasks } = await founderWorkspace();
    await page.goto("/");
    const handle = page.getByRole("button", { name: `Drag ${phase.name} to share` });
    const card = page.getByRole("link", { name: new RegExp(phase.name) }).first();
    await card.hover();
    await handle.waitFor();
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
    await configure.getByLabel("Space name *").fill("Whole phase room");
    // The visitor enters with an email alone.
    await configure.getByRole("checkbox", { name: "Require email verification" }).click();
    await configure.getByRole("button", { name: "Create & Share" }).click();
    await page.getByRole("heading", { name: "Share Link Ready!" }).waitFor();
    const link = await page.getByRole("dialog").getByRole("textbox").first().inputValue();
    const code = link.split("/shared/")[1];

    // Nothing is uploaded yet: the tasks show only with the founder's checklist status on.
    const spaces = (await (await context.request.get("/api/shared-spaces")).json()).data as { id: string; accessCode: string }[];
    const spaceId = spaces.find((s) => s.accessCode === code)!.id;
    expect((await context.request.patch(`/api/shared-spaces/${spaceId}`, { data: { showChecklistStatus: true } })).status()).toBe(200);
    const { visitor, vpage } = await openAsVisitor(code);
    const phases = vpage.getByRole("region", { name: /Phases/ });
    await phases.getByRole("heading", { name: phase.name }).waitFor();
    for (const task of tasks.slice(0, 3)) await phases.getByText(task.title, { exact: true }).first().waitFor();
    expect(await phases.getByRole("list", { name: `Documents for ${tasks[0].title}` }).count()).toBe(1);
    await screenshot(vpage, "shared-live-phase-1280");
    await vpage.setViewportSize({ width: 390, height: 844 });
    await screenshot(vpage, "shared-live-phase-390");
    await Promise.all([visitor.close(), context.close()]);
  });

  it("with the visitor's tab open, a removed file's link lands on the space's page, and after expiry every link on the expired page", async () => {
    const { context, company, tasks, task } = await founderWorkspace();
    const removed = await attachFile(context, company.id, task, 0, "old-deck.pdf");
    const other = tasks.find((t) => t.id !== task.id && documentLines(t.description).length > 0)!;
    await attachFile(context, company.id, other, 0, "cap-table.pdf");
    const code = await shareViaApi(context, {
      companyId: company.id,
      name: "Short-lived room",
      // Long enough for the steps before the expiry wait on a loaded machine.
      expiresAt: new Date(Date.now() + 30_000).toISOString(),
      items: [
        { itemType: "task", itemId: task.id },
        { itemType: "task", itemId: other.id },
      ],
    });
    const { visitor, vpage } = await openAsVisitor(code);
    await vpage.getByRole("link", { name: /old-deck\.pdf/ }).waitFor();

    // The founder removes the file; the visitor's stale tab still links to it.
    const saved = await context.request.post("/api/progress", {
      data: { companyId: company.id, taskId: task.id, documents: { [removed.key]: null } },
    });
    expect(saved.status()).toBe(200);
    // A plain click opens the in-page viewer, which says so; the link itself (a new tab) lands on the page's state.
    await vpage.getByRole("link", { name: /old-deck\.pdf/ }).click();
    await vpage.getByRole("dialog").getByRole("alert").filter({ hasText: "The file you opened has been removed by the company." }).waitFor();
    await vpage.keyboard.press("Escape");
    const openInNewTab = async (name: RegExp) => {
      const tab = await visitor.newPage();
      await tab.goto((await vpage.getByRole("link", { name }).getAttribute("href"))!);
      return tab;
    };
    const removedTab = await openInNewTab(/old-deck\.pdf/);
    await removedTab.waitForURL(/\/shared\/[^/?]+\?state=removed$/);
    await removedTab.getByText("The file you opened has been removed by the company.").waitFor();
    await removedTab.getByLabel("Email address").waitFor();
    await screenshot(removedTab, "shared-live-removed");
    await removedTab.close();

    // The space expires with the tab still open.
    const expiresAt = await vpage.locator("time").first().getAttribute("datetime");
    await new Promise((r) => setTimeout(r, Math.max(0, new Date(expiresAt!).getTime() - Date.now() + 500)));
    const expiredTab = await openInNewTab(/cap-table\.pdf/);
    await expiredTab.waitForURL(/\/shared\/[^/?]+\?state=expired$/);
    await expiredTab.getByText("This shared space has expired").waitFor();
    expect(await expiredTab.locator("body").innerText()).not.toContain('"message"');
    await screenshot(expiredTab, "shared-live-expired");
    await Promise.all([visitor.close(), context.close()]);
  });
});
