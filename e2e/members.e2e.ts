import type { BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, createUser, screenshot, signIn } from "./support/browser";
import { mailSuite } from "./support/mail-server";

/**
 * Members end to end: the owner invites an editor through a real SMTP server, the editor creates
 * an account from the emailed link, joins and uploads a document; the owner sees the upload in the
 * activity feed and removes the editor,
 * whose next request to that company is refused. Own server, own database, own SMTP port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3560) + 2;
const suite = mailSuite(PORT);
const { smtp } = suite;

// A real (tiny) PDF: the server sniffs the type from these bytes.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const context = (width = 1280) => suite.context({ width, timeoutMs: 20_000 });

const teamSection = (page: Page) => page.getByRole("region", { name: "Team access" });

/** The editor fulfils the first document of the first applicable task of the first phase through the phase page. */
async function uploadFirstDocument(ctx: BrowserContext, page: Page) {
  const phase = (await (await ctx.request.get("/api/phases")).json()).data[0];
  const lineCount = (t: { description: string | null }) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length;
  const task = (await (await ctx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data.find(
    (t: { description: string | null; notApplicable?: number[] }) => lineCount(t) > 0 && !(t.notApplicable ?? []).includes(0),
  );
  const doc = (task.description as string)
    .split("\n")
    .find((l) => /^\s*[-•]/.test(l))!
    .replace(/^\s*[-•]\s*/, "")
    .trim();
  await page.goto(`/phase/${phase.id}`);
  await page.getByRole("button", { name: task.title }).first().click();
  await page.getByRole("listitem", { name: doc }).getByRole("button", { name: "Upload Document" }).click();
  await page.getByLabel("Choose a file").setInputFiles({ name: "cap-table.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByText("File uploaded successfully").first().waitFor();
  return task.id as string;
}

describe("members and roles", () => {
  it("owner invites an editor by email; the editor registers from the link, joins, uploads; once removed, the editor is refused", async () => {
    const ownerCtx = await context();
    const owner = await createUser(ownerCtx, { firstName: "Olivia" });
    await signIn(ownerCtx, owner);
    const company = await createCompany(ownerCtx, "Team Co");
    const ownerPage = await ownerCtx.newPage();
    await ownerPage.goto("/settings");
    const team = teamSection(ownerPage);
    await team.waitFor();
    const editorEmail = `editor-${Date.now()}@example.com`;
    await team.getByLabel("Email address").fill(editorEmail);
    await clickUntil(team.getByRole("button", { name: "Send invitation" }), ownerPage.getByText(`Invitation sent to ${editorEmail}`));
    await team.getByRole("list", { name: "Pending invitations" }).getByText(editorEmail).waitFor();
    await screenshot(ownerPage, "members-settings-invited-1280");

    const mail = (await smtp.waitFor(editorEmail)).find((m) => /invited you/.test(m.subject))!;
    expect(mail.subject).toContain("Team Co");
    const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${suite.server.baseUrl}/invite/`)).toBe(true);

    // The editor has no account yet: create one from the invitation, come back and join.
    const editorCtx = await context();
    const editorPage = await editorCtx.newPage();
    await editorPage.goto(link!);
    await editorPage.getByRole("heading", { name: "Join Team Co" }).waitFor();
    await screenshot(editorPage, "members-invite-signed-out-1280");
    await editorPage.getByRole("link", { name: "Create an account" }).click();
    await editorPage.waitForURL("**/register?**");
    expect(await editorPage.getByLabel("Email").inputValue()).toBe(editorEmail);
    await editorPage.getByLabel("First name").fill("Eddie");
    await editorPage.getByLabel("Password").fill("a-long-password-42");
    await editorPage.getByRole("button", { name: "Create Account" }).click();
    await editorPage.waitForURL("**/invite/**");
    await screenshot(editorPage, "members-invite-join-1280");
    await editorPage.getByRole("button", { name: "Join company" }).click();
    await editorPage.waitForURL(`${suite.server.baseUrl}/`);
    const me = await (await editorCtx.request.get("/api/company")).json();
    expect(me.id).toBe(company.id);

    // The link was single use.
    await editorPage.goto(link!);
    await editorPage.getByText("This invitation has already been used").waitFor();

    const taskId = await uploadFirstDocument(editorCtx, editorPage);
    const progress = (await (await ownerCtx.request.get(`/api/company/${company.id}/progress`)).json()).data;
    const row = progress.find((p: { taskId: string }) => p.taskId === taskId);
    expect(JSON.stringify(row.documents)).toContain("cap-table.pdf");

    // The owner sees the editor's upload, under the editor's name, in the company's activity feed.
    await ownerPage.goto("/");
    const feed = ownerPage.getByRole("list", { name: "Recent activity" });
    const uploaded = feed.getByRole("listitem").filter({ hasText: 'added "cap-table.pdf"' });
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toContain("Eddie");

    // The owner sees the editor and removes them.
    await ownerPage.goto("/settings");
    const members = teamSection(ownerPage).getByRole("list", { name: "Members" });
    await members.getByText("Eddie").waitFor();
    await screenshot(ownerPage, "members-settings-members-1280");
    await members.getByRole("button", { name: "Remove Eddie" }).click();
    await ownerPage.getByRole("alertdialog").getByRole("button", { name: "Remove member" }).click();
    await ownerPage.getByText("Member removed").waitFor();
    await members.getByText("Eddie").waitFor({ state: "detached" });

    // The editor's very next requests to that company are refused, and nothing they send lands.
    expect((await editorCtx.request.get(`/api/company/${company.id}/progress`)).status()).toBe(404);
    expect((await editorCtx.request.get("/api/company")).status()).toBe(404);
    const write = await editorCtx.request.post("/api/progress", {
      data: { companyId: company.id, taskId, completed: true, priority: "low", notes: "after removal" },
    });
    expect(write.status()).toBe(404);
    const after = (await (await ownerCtx.request.get(`/api/company/${company.id}/progress`)).json()).data.find(
      (p: { taskId: string }) => p.taskId === taskId,
    );
    expect(after.notes).not.toBe("after removal");
    await Promise.all([ownerCtx.close(), editorCtx.close()]);
  });

  it("a viewer reads but cannot write; a user in two companies switches with the picker", async () => {
    const ownerCtx = await context();
    const owner = await createUser(ownerCtx);
    await signIn(ownerCtx, owner);
    const company = await createCompany(ownerCtx, "Viewed Co");
    const viewerCtx = await context();
    const viewer = await createUser(viewerCtx, { firstName: "Vera" });
    await signIn(viewerCtx, viewer);
    await createCompany(viewerCtx, "Vera Own Co");
    expect((await ownerCtx.request.post(`/api/company/${company.id}/invitations`, { data: { email: viewer.email, role: "viewer" } })).status()).toBe(
      201,
    );
    // The first email is the sign-up's verification link; the second the invitation.
    const mail = (await smtp.waitFor(viewer.email, 2)).find((m) => /invited you/.test(m.subject))!;
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await viewerCtx.request.post(`/api/invitations/${token}`)).status()).toBe(200);

    const page = await viewerCtx.newPage();
    await page.goto("/settings");
    const picker = page.getByRole("button", { name: /Current company: Viewed Co/ });
    await picker.waitFor();
    await picker.press("Enter");
    await page.getByRole("menuitemradio", { name: /Vera Own Co/ }).waitFor();
    await screenshot(page, "members-picker-1280");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menuitemradio", { name: /Vera Own Co/ }).click();
    await page.getByRole("button", { name: /Current company: Vera Own Co/ }).waitFor();
    await page.getByRole("button", { name: /Current company: Vera Own Co/ }).click();
    await page.getByRole("menuitemradio", { name: /Viewed Co/ }).click();
    await page.getByRole("button", { name: /Current company: Viewed Co/ }).waitFor();

    const refused = await viewerCtx.request.put(`/api/company/${company.id}`, { data: { company: { name: "Renamed by a viewer" } } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("Your role does not allow this");
    expect((await (await ownerCtx.request.get("/api/company")).json()).name).toBe("Viewed Co");
    await screenshot(page, "members-viewer-settings-1280");
    await Promise.all([ownerCtx.close(), viewerCtx.close()]);
  });
  it("the workspace follows the role: a viewer sees no upload, edit or share controls and a View only badge; an editor sees them", async () => {
    const ownerCtx = await context();
    const owner = await createUser(ownerCtx);
    await signIn(ownerCtx, owner);
    const company = await createCompany(ownerCtx, "Role Co");
    const phase = (await (await ownerCtx.request.get("/api/phases")).json()).data[0];
    const lineCount = (t: { description: string | null }) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length;
    const task = (await (await ownerCtx.request.get(`/api/phases/${phase.id}/tasks`)).json()).data.find(
      (t: { description: string | null }) => lineCount(t) > 0,
    );

    /** A member with no company of their own, joined through the emailed invitation. */
    async function member(role: "viewer" | "editor", width: number) {
      const ctx = await context(width);
      const user = await createUser(ctx, { firstName: role === "viewer" ? "Vic" : "Ed" });
      await signIn(ctx, user);
      expect((await ownerCtx.request.post(`/api/company/${company.id}/invitations`, { data: { email: user.email, role } })).status()).toBe(201);
      const mail = (await smtp.waitFor(user.email, 2)).find((m) => /invited you/.test(m.subject))!;
      const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect((await ctx.request.post(`/api/invitations/${token}`)).status()).toBe(200);
      return { ctx, page: await ctx.newPage() };
    }

    const openTask = async (page: Page) => {
      await page.goto(`/phase/${phase.id}`);
      await page.getByRole("heading", { name: phase.name }).waitFor();
      await page.getByRole("button", { name: task.title }).first().click();
      return page.getByRole("region", { name: "Required documents" }).first();
    };

    for (const width of [390, 1280]) {
      const viewer = await member("viewer", width);
      // Never forced into /setup: the dashboard of the company they joined opens.
      await viewer.page.goto("/");
      await viewer.page.getByRole("heading", { name: "Role Co", level: 1 }).waitFor();
      await viewer.page.getByTestId("view-only").first().waitFor();
      for (const name of ["Share Documents", "Shared Spaces", "Multi-Select"])
        expect(await viewer.page.getByRole("button", { name }).count()).toBe(0);
      // The links page is open to a viewer: the dashboard's Shared Spaces card leads there.
      expect(await viewer.page.getByRole("link", { name: /^Shared Spaces/ }).getAttribute("href")).toBe("/spaces");
      expect(await viewer.page.getByRole("link", { name: "Edit Profile" }).count()).toBe(0);
      await screenshot(viewer.page, `roles-viewer-dashboard-${width}`);

      const docs = await openTask(viewer.page);
      await docs.getByRole("listitem").first().waitFor();
      expect(await viewer.page.getByTestId("view-only").count()).toBeGreaterThan(0);
      const writeButtons = [
        /Upload Document/,
        /Mark Optional/,
        /^(Share|Drag) (task|section|phase|document) /,
        /Bulk Select/,
        /Share Documents/,
        /Save Notes/,
      ];
      const shown = await Promise.all(
        writeButtons.map((name) => viewer.page.getByRole("button", { name }).evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)))),
      );
      expect(shown.flat()).toEqual([]);
      expect(await viewer.page.getByRole("textbox", { name: "Notes & Comments" }).getAttribute("readonly")).not.toBeNull();
      expect(await viewer.page.getByLabel("Assignee").isDisabled()).toBe(true);
      await screenshot(viewer.page, `roles-viewer-phase-${width}`);

      await viewer.page.goto("/company");
      await viewer.page.getByTestId("view-only").waitFor();
      expect(await viewer.page.getByRole("link", { name: "Edit" }).count()).toBe(0);
      await viewer.page.goto("/profile");
      await viewer.page.getByRole("button", { name: "Update Company" }).waitFor();
      expect(await viewer.page.getByRole("button", { name: "Update Company" }).isDisabled()).toBe(true);
      await screenshot(viewer.page, `roles-viewer-profile-${width}`);

      // A member may still create a company of their own from /setup.
      await viewer.page.goto("/setup");
      await viewer.page.getByRole("note").getByRole("link", { name: "Back to Role Co" }).waitFor();
      await viewer.page.getByRole("button", { name: "Create Company" }).waitFor();
      await screenshot(viewer.page, `roles-member-setup-${width}`);
      await viewer.ctx.close();
    }

    const editor = await member("editor", 1280);
    const docs = await openTask(editor.page);
    await docs
      .getByRole("button", { name: /Upload Document/ })
      .first()
      .waitFor();
    await editor.page.getByRole("button", { name: "Bulk Select" }).waitFor();
    await editor.page.getByRole("button", { name: "Share Documents" }).waitFor();
    expect(await editor.page.getByTestId("view-only").count()).toBe(0);
    await editor.page.goto("/");
    await editor.page.getByRole("link", { name: "Edit Profile" }).waitFor();
    await editor.page.getByRole("button", { name: "Share Documents" }).waitFor();
    await Promise.all([ownerCtx.close(), editor.ctx.close()]);
  });
});
