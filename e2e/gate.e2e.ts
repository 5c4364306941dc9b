import { clickUntil, createCompany, screenshot, signIn, createUser } from "./support/browser";
import { mailSuite } from "./support/mail-server";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

/**
 * The visitor gate end to end: the founder turns on email verification and an agreement in the
 * space's Access controls; a visitor gets the code from a real SMTP server, accepts the agreement
 * and sees the items; the founder revokes the space and the visitor's reload says so.
 */
const PORT = Number(process.env.E2E_PORT ?? 3620) + 2;
const suite = mailSuite(PORT);
const { smtp } = suite;

const context = (width = 1280) => suite.context({ width });

const NDA = "MUTUAL NDA\n\n1. Keep it <b>confidential</b>.\n2. Do not forward.";

describe("verified visitors, agreement and Revoke now", () => {
  it("founder sets verification + agreement; visitor enters the emailed code and accepts; Revoke now ends access", async () => {
    const ctx = await context();
    const founder = await createUser(ctx);
    await signIn(ctx, founder);
    await suite.verifyEmail(ctx, founder.email);
    const company = await createCompany(ctx, "Gate Robotics");
    const phase = (await (await ctx.request.get("/api/phases")).json()).data[0] as { id: string };
    const task = ((await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string; title: string }[])[0];
    const created = await ctx.request.post("/api/shared-spaces", {
      data: { companyId: company.id, name: "Seed round data room", items: [{ itemType: "task", itemId: task.id }], ...OPEN_SPACE_SETTINGS },
    });
    expect(created.status()).toBe(201);
    const { accessCode } = await created.json();

    // The founder turns the access controls on in the Edit dialog.
    const page = await ctx.newPage();
    await page.goto("/");
    await clickUntil(page.getByRole("button", { name: "Shared Spaces", exact: true }), page.getByRole("heading", { name: "Your Shared Spaces" }));
    await page.getByRole("button", { name: "More actions for Seed round data room" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Shared Space" });
    await edit.getByRole("group", { name: "Access controls" }).waitFor();
    await edit.getByLabel("Require email verification").click();
    await edit.getByLabel("Agreement visitors must accept (optional)").fill(NDA);
    await screenshot(page, "gate-founder-access-controls");
    const saved = page.waitForResponse((r) => r.url().includes("/api/shared-spaces/") && r.request().method() === "PATCH");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);

    // The visitor, in a fresh browser.
    const vctx = await context(390);
    const vpage = await vctx.newPage();
    await vpage.goto(`/shared/${accessCode}`);
    // A gate that asks for a code keeps who shares what from whoever merely holds the link.
    await vpage.getByLabel("Email address").waitFor();
    expect(await vpage.getByText("Gate Robotics shared", { exact: false }).count()).toBe(0);
    await vpage.getByLabel("Email address").fill("investor@fund.example");
    await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByLabel("6-digit code"));
    const [mail] = await smtp.waitFor("investor@fund.example");
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The agreement is plain text: its markup shows as typed, line breaks kept.
    const agreement = vpage.getByTestId("agreement-text");
    expect(await agreement.innerText()).toContain("<b>confidential</b>");
    expect(await agreement.locator("b").count()).toBe(0);
    // Items are not shown before the steps are done.
    expect(await vpage.getByText(task.title).count()).toBe(0);

    await vpage.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await vpage.getByLabel("I agree to these terms").check();
    await vpage.getByRole("button", { name: "Open shared space" }).click();
    await vpage.getByText(/That code is not right/).waitFor();
    await screenshot(vpage, "gate-visitor-code-390");
    await vpage.getByLabel("6-digit code").fill(code!);
    await vpage.getByRole("button", { name: "Open shared space" }).click();
    await vpage.getByRole("heading", { name: "Seed round data room" }).waitFor();
    await vpage.getByText(task.title).first().waitFor();

    // The founder's access log marks the visitor verified, with the agreement; one new-visitor email.
    // (The founder's first email is the sign-up verification.)
    const toFounder = await smtp.waitFor(founder.email, 2);
    expect(toFounder.map((m) => m.subject)).toContain("investor@fund.example opened Seed round data room");
    await page.getByRole("button", { name: "More actions for Seed round data room" }).click();
    await page.getByRole("menuitem", { name: "Access Logs" }).click();
    const logs = page.getByRole("dialog", { name: "Access Logs" });
    await logs.getByText("investor@fund.example").waitFor();
    await logs.getByText("Verified").waitFor();
    await logs.getByText(/Accepted the agreement/).waitFor();
    await screenshot(page, "gate-founder-access-log");
    await page.keyboard.press("Escape");

    // Revoke now, confirmed.
    await page.getByRole("button", { name: "More actions for Seed round data room" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Shared Space" }).getByRole("button", { name: "Revoke now" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Visitors lose access at once").waitFor();
    const revoked = page.waitForResponse((r) => r.url().endsWith("/revoke"));
    await confirm.getByRole("button", { name: "Revoke now" }).click();
    expect((await revoked).status()).toBe(200);

    await vpage.reload();
    await vpage.getByText("The owner revoked access to this shared space").waitFor();
    await screenshot(vpage, "gate-visitor-revoked-390");
    const api = await vctx.request.get(`/api/shared/${accessCode}?email=investor@fund.example`);
    expect(api.status()).toBe(410);
    await vctx.close();
    await ctx.close();
  });
});
