import { createCompany, createUser, screenshot, signIn } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * Work: a founder assigns a task to themself with a due day in the past, sees it
 * overdue on the card, in the phase header and in My tasks; the daily reminder (cron route) goes
 * out over a real SMTP server and its unsubscribe link works; the activity feed shows the upload.
 */
// The suite's shared server listens on E2E_PORT itself; this spec runs its own (SMTP, CRON_SECRET) beside it.
const PORT = Number(process.env.E2E_PORT ?? 3580) + 6;
const CRON_SECRET = "work-e2e-cron-secret";
const suite = mailSuite(PORT, { CRON_SECRET });
const { smtp } = suite;

const context = (width = 1280) => suite.context({ width });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");
const documentLines = (description: string | null) =>
  (description ?? "")
    .split("\n")
    .filter((l) => /^\s*[-•]/.test(l))
    .map((l) => l.replace(/^\s*[-•]\s*/, "").trim());

/** Yesterday in the browser's (and this machine's) calendar. */
function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

describe("work: assignee, due date, overdue, reminder, activity", () => {
  it("assigns an overdue task, reminds by email, unsubscribes, and shows the upload in the feed", async () => {
    const ctx = await context();
    const user = await createUser(ctx, { firstName: "Ada" });
    await signIn(ctx, user);
    await suite.verifyEmail(ctx, user.email);
    await createCompany(ctx, "Work Robotics");
    const phase = (await (await ctx.request.get("/api/phases")).json()).data[0] as { id: string };
    const tasks = (await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as {
      id: string;
      title: string;
      description: string | null;
    }[];
    const task = tasks.find((t) => documentLines(t.description).length >= 2)!;

    // Assign through the card (opened by ?task=, as My tasks links it).
    const page = await ctx.newPage();
    await page.goto(`/phase/${phase.id}?task=${task.id}`);
    const card = page.getByRole("article", { name: task.title });
    const assignee = card.getByLabel("Assignee");
    await card.getByRole("option", { name: "Ada" }).waitFor({ state: "attached" });
    await assignee.selectOption({ label: "Ada" });
    await card.getByLabel("Due date").fill(yesterday());
    await card.getByText("Overdue", { exact: true }).waitFor();
    await page.getByText("1 overdue", { exact: true }).waitFor();

    // Upload a document through the card's own dialog.
    await card
      .getByRole("listitem", { name: documentLines(task.description)[0] })
      .getByRole("button", { name: "Upload Document" })
      .click();
    await page.getByLabel("Choose a file").setInputFiles({ name: "board-minutes.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("File uploaded successfully").first().waitFor();
    await page.keyboard.press("Escape");
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/work-task-card.png" });
    await screenshot(page, "work-phase-1280");

    // The dashboard: My tasks (overdue, linking back to the card) and the activity feed.
    await page.goto("/");
    const myTasks = page.getByRole("list", { name: "My tasks" });
    await myTasks.getByRole("link", { name: task.title }).waitFor();
    await myTasks.getByText("Overdue").waitFor();
    expect(await myTasks.getByRole("link", { name: task.title }).getAttribute("href")).toBe(`/phase/${phase.id}?task=${task.id}`);
    const feed = page.getByRole("list", { name: "Recent activity" });
    await feed.getByText(`added "board-minutes.pdf" on "${task.title}"`).waitFor();
    await feed.getByText(`assigned "${task.title}" to Ada`).waitFor();
    await feed.getByText(`set the due date of "${task.title}" to ${yesterday()}`).waitFor();
    await feed.getByText("less than a minute ago").first().waitFor();
    await screenshot(page, "work-dashboard-1280");
    await page.screenshot({ path: "/tmp/work-dashboard.png", fullPage: true });

    // The daily reminder: the cron route (guarded by CRON_SECRET) sends it once.
    expect((await ctx.request.post("/api/cron/reminders", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
    const run = await ctx.request.post("/api/cron/reminders", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(run.status()).toBe(200);
    expect((await run.json()).sent).toBe(1);
    // The sign-up's verification email came first.
    const mail = (await smtp.waitFor(user.email, 2)).find((m) => /overdue task/.test(m.subject))!;
    expect(mail.subject).toBe("1 overdue task in Work Robotics");
    expect(mail.text).toContain(`Overdue ${yesterday()}: ${task.title}`);
    const again = await ctx.request.post("/api/cron/reminders", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect((await again.json()).sent).toBe(0);

    // Its unsubscribe link, opened signed out, turns reminders off; a tampered one does not work.
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)?.[0];
    expect(link?.startsWith(suite.server.baseUrl)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const visitor = await context();
    const vpage = await visitor.newPage();
    await vpage.goto(`${link!.slice(0, -2)}xx`);
    await vpage.getByText("This link does not work").waitFor();
    await vpage.goto(link!);
    await vpage.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    await vpage.getByText("Work Robotics").waitFor();
    await screenshot(vpage, "work-unsubscribed-1280");
    await Promise.all([ctx.close(), visitor.close()]);
  });

  it("shows My tasks and the feed empty for a new company, and fits a phone", async () => {
    const ctx = await context(390);
    const user = await createUser(ctx, { firstName: "Bea" });
    await signIn(ctx, user);
    await createCompany(ctx, "Empty Co");
    const page = await ctx.newPage();
    await page.goto("/");
    await page.getByText("No tasks are assigned to you.", { exact: false }).waitFor();
    await page.getByText("Nothing yet.", { exact: false }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "work-dashboard-390");
    await ctx.close();
  });
});
