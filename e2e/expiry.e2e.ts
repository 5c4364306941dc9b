import { addDays, format } from "date-fns";
import { ARTIFACTS, clickUntil, collectErrors, createCompany, createUser, screenshot, signIn } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * Document expiry end to end: a founder gives a document an expiry date 7 days ahead in the upload
 * dialog; the document row, the task card, the phase header and the dashboard flag it, and the
 * server's own reminder job sends the 7-day reminder to a real SMTP server, with the task's link.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 8;
const suite = mailSuite(PORT, { EXPIRY_REMINDER_POLL_MS: "1000" });
const { smtp } = suite;

interface Task {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  notApplicable?: number[];
}

describe("document expiry", () => {
  it("flags a document uploaded with an expiry date 7 days ahead and emails the reminder with the task link", async () => {
    const context = await suite.context();
    const user = await createUser(context);
    await signIn(context, user);
    await suite.verifyEmail(context, user.email);
    await createCompany(context, "Expiry Robotics");
    const phases: { id: string; name: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    const tasks: Task[] = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    const task = tasks.find((t) => /\n\s*[-*•]/.test(t.description ?? "") && !t.notApplicable?.length)!;
    const expiresOn = format(addDays(new Date(), 7), "yyyy-MM-dd");

    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/phase/${task.phaseId}?task=${task.id}`);
    const card = page.locator(`#task-${task.id}`);
    const row = card.locator("li").first();
    const documentName = (await row.locator("p").first().innerText()).trim();
    const dialog = page.getByRole("dialog");
    await clickUntil(row.getByRole("button", { name: "Upload Document" }), dialog);
    await dialog.getByLabel("Expires on").fill(expiresOn);
    await dialog.getByRole("tab", { name: "Attach Link" }).click();
    await dialog.getByLabel("Document URL").fill("https://drive.example.com/licence");
    await screenshot(page, "expiry-upload-dialog-1280");
    await dialog.screenshot({ path: `${ARTIFACTS}/expiry-upload-dialog-only.png` });
    await dialog.getByRole("button", { name: "Attach Link" }).click();
    await dialog.waitFor({ state: "hidden" });

    await row.getByText("Expires in 7 days").waitFor();
    await card.locator('[data-expiry="expiring"]', { hasText: /^Expiring$/ }).waitFor();
    await page.locator("header").getByText("1 expiring").waitFor();
    await screenshot(page, "expiry-phase-1280");
    await card.screenshot({ path: `${ARTIFACTS}/expiry-task-card.png` });
    await page.locator("header", { has: page.getByRole("heading", { level: 1 }) }).screenshot({ path: `${ARTIFACTS}/expiry-phase-header.png` });

    // The date can be changed from the row with the keyboard, and survives a reload.
    // (Edit expiry lives in the row's menu: Shift+F10 on the focused row opens it.)
    await row.focus();
    await page.keyboard.press("Shift+F10");
    const editExpiry = page.getByRole("menuitem", { name: "Edit expiry" });
    await editExpiry.focus();
    await page.keyboard.press("Enter");
    await dialog.getByLabel("Expires on").waitFor();
    await page.keyboard.press("Escape");
    await page.reload();
    await card.locator("li").first().getByText("Expires in 7 days").waitFor();

    await page.goto("/");
    const expiring = page.getByRole("heading", { name: "Expiring documents" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
    const link = expiring.getByRole("link", { name: new RegExp(documentName.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/phase/${task.phaseId}?task=${task.id}`);
    await link.getByText("Expires in 7 days").waitFor();
    await screenshot(page, "expiry-dashboard-1280");

    // The first message is the sign-up's verification email; the second the reminder.
    const mail = (await smtp.waitFor(user.email, 2, 20_000)).find((m) => m.subject.includes("expires"))!;
    expect(mail.subject).toBe(`Expiry Robotics: ${documentName} expires in 7 days`);
    expect(mail.link).toBe(`${suite.server.baseUrl}/phase/${task.phaseId}?task=${task.id}`);
    await page.goto(mail.link!);
    await page.locator(`#task-${task.id}`).locator("li").first().getByText("Expires in 7 days").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
