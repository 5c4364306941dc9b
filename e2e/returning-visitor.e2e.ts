import { clickUntil, createCompany, screenshot, signIn, createUser } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * A verified visitor who comes back in the same browser within the founder's period goes straight
 * in, with no email or code asked; another browser is asked for both. The founder sets the period
 * in the space's Edit dialog and each return still shows in the access log.
 */
const PORT = Number(process.env.E2E_PORT ?? 3620) + 6;
const suite = mailSuite(PORT);
const { smtp } = suite;

describe("returning verified visitors", () => {
  it("a returning visitor skips the code; a new browser does not", async () => {
    const ctx = await suite.context();
    const founder = await createUser(ctx);
    await signIn(ctx, founder);
    const company = await createCompany(ctx, "Return Robotics");
    const phase = (await (await ctx.request.get("/api/phases")).json()).data[0] as { id: string };
    const task = ((await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string; title: string }[])[0];
    const created = await ctx.request.post("/api/shared-spaces", {
      data: { companyId: company.id, name: "Returning room", items: [{ itemType: "task", itemId: task.id }], requireVerification: true },
    });
    expect(created.status()).toBe(201);
    const { id: spaceId, accessCode, rememberVisitorDays } = await created.json();
    expect(rememberVisitorDays).toBe(7);

    // The founder reads the default in the Edit dialog and sets 30 days.
    const page = await ctx.newPage();
    await page.goto("/");
    await clickUntil(page.getByRole("button", { name: "Shared Spaces", exact: true }), page.getByRole("heading", { name: "Your Shared Spaces" }));
    await page.getByRole("button", { name: "More actions for Returning room" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Shared Space" });
    const days = edit.getByLabel("Remember verified visitors for (days)");
    expect(await days.inputValue()).toBe("7");
    await days.fill("91");
    await edit.getByText("Enter a whole number of days from 0 to 90").waitFor();
    expect(await edit.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(true);
    await days.fill("30");
    await screenshot(page, "returning-founder-edit-days");
    const saved = page.waitForResponse((r) => r.url().includes("/api/shared-spaces/") && r.request().method() === "PATCH");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    const savedRes = await saved;
    expect(savedRes.status()).toBe(200);
    expect((await savedRes.json()).rememberVisitorDays).toBe(30);

    // First visit: email, then the mailed code.
    const vctx = await suite.context({ width: 390 });
    const vpage = await vctx.newPage();
    await vpage.goto(`/shared/${accessCode}`);
    await vpage.getByLabel("Email address").fill("returner@fund.example");
    await clickUntil(vpage.getByRole("button", { name: "View Shared Space" }), vpage.getByLabel("6-digit code"));
    const [mail] = await smtp.waitFor("returner@fund.example");
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    await vpage.getByLabel("6-digit code").fill(code!);
    await vpage.getByRole("button", { name: "Open shared space" }).click();
    await vpage.getByRole("heading", { name: "Returning room" }).waitFor();

    // The browser holds an HttpOnly, SameSite=Lax cookie bound to this space's API paths.
    const remembered = (await vctx.cookies()).find((c) => c.name === "shared_verified");
    expect(remembered).toMatchObject({ httpOnly: true, sameSite: "Lax", path: `/api/shared/${accessCode}` });

    // Coming back in the same browser: straight in, no email, no code, no new mail.
    await vpage.close();
    const again = await vctx.newPage();
    await again.goto(`/shared/${accessCode}`);
    await again.getByRole("heading", { name: "Returning room" }).waitFor();
    await again.getByText(task.title).first().waitFor();
    expect(await again.getByLabel("Email address").count()).toBe(0);
    expect(await again.getByLabel("6-digit code").count()).toBe(0);
    await screenshot(again, "returning-visitor-straight-in-390");
    expect(smtp.to("returner@fund.example")).toHaveLength(1);

    // Each visit is in the founder's access log: two visits by the one verified email.
    const logs = await (await ctx.request.get(`/api/shared-spaces/${spaceId}/access-logs`)).json();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ email: "returner@fund.example", verifiedAt: expect.any(String) });
    const spaces = (await (await ctx.request.get("/api/shared-spaces")).json()).data as { id: string; viewCount: number }[];
    expect(spaces.find((s) => s.id === spaceId)?.viewCount).toBe(2);

    // A new browser (no cookie) is asked for the email, then for a code.
    const other = await suite.context({ width: 1280 });
    const opage = await other.newPage();
    await opage.goto(`/shared/${accessCode}`);
    await opage.getByLabel("Email address").fill("returner@fund.example");
    await clickUntil(opage.getByRole("button", { name: "View Shared Space" }), opage.getByLabel("6-digit code"));
    expect(await opage.getByText(task.title).count()).toBe(0);

    await other.close();
    await vctx.close();
    await ctx.close();
  });
});
