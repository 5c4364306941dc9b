import { GET as listMembersRoute } from "@/app/api/company/[id]/members/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/company/[id]/members/[userId]/route";
import { POST as transferRoute } from "@/app/api/company/[id]/transfer/route";
import { GET as listInvitesRoute, POST as inviteRoute } from "@/app/api/company/[id]/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/company/[id]/invitations/[invitationId]/route";
import { POST as resendRoute } from "@/app/api/company/[id]/invitations/[invitationId]/resend/route";
import { POST as acceptRoute } from "@/app/api/invitations/[token]/route";
import { GET as membershipsRoute } from "@/app/api/memberships/route";
import { PUT as currentRoute } from "@/app/api/memberships/current/route";
import { GET as companyRoute } from "@/app/api/company/route";
import { COMPANY_COOKIE } from "@/lib/account/session";
import { getDb } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { memberMessages } from "@/lib/messages/company";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { TestSmtpServer } from "@/tests/helpers/smtp";
import { createTestCompany } from "@/tests/helpers/workspace";

setupTestDatabase();
const smtp = new TestSmtpServer(3561);
const DOMAIN = "members.test";

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

const newUser = (name = "user") => createTestUser({ email: `${name}-${crypto.randomUUID()}@${DOMAIN}` });

async function ownerWithCompany() {
  const owner = await newUser("owner");
  const company = await createTestCompany(owner, { name: "Acme <Robotics>" });
  return { owner, companyId: company.id };
}

async function invite(owner: TestUser, companyId: string, email: string, role: "editor" | "viewer" = "editor") {
  return call(inviteRoute, `/api/company/${companyId}/invitations`, {
    method: "POST",
    cookie: owner.cookie,
    params: { id: companyId },
    body: { email, role },
  });
}

/** Delivers the outbox and returns the token of the newest invitation mailed to `to`. */
async function mailedToken(to: string, count = 1): Promise<{ token: string; html: string; subject: string }> {
  await drainOutbox({ recipients: `%@${DOMAIN}` });
  const mails = await smtp.waitFor(to, count);
  const mail = mails[mails.length - 1];
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation link in ${mail.text}`);
  return { token, html: mail.html ?? "", subject: mail.subject ?? "" };
}

const accept = (user: TestUser, token: string) =>
  call(acceptRoute, `/api/invitations/${token}`, { method: "POST", cookie: user.cookie, params: { token } });

describe("invitations", () => {
  it("invites by email, escapes the company name, and the invitee joins with the role", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const editor = await newUser("editor");
    const res = await invite(owner, companyId, editor.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: editor.email, role: "editor", status: "pending" });
    const mail = await mailedToken(editor.email);
    expect(mail.html).toContain("Acme &lt;Robotics&gt;");
    expect(mail.html).not.toContain("<Robotics>");

    const joined = await accept(editor, mail.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ companyId, companyName: "Acme <Robotics>" });
    expect(joined.headers.get("set-cookie")).toContain(`${COMPANY_COOKIE}=${companyId}`);
    const members = await call(listMembersRoute, "/", { cookie: editor.cookie, params: { id: companyId } });
    expect(members.body.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [editor.email, "editor"],
    ]);
    // The invitation is no longer listed as open.
    expect((await call(listInvitesRoute, "/", { cookie: owner.cookie, params: { id: companyId } })).body.data).toEqual([]);
  });

  it("is single use", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const editor = await newUser("editor");
    await invite(owner, companyId, editor.email);
    const { token } = await mailedToken(editor.email);
    expect((await accept(editor, token)).status).toBe(200);
    const again = await accept(editor, token);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(memberMessages.invitationUsed);
  });

  it("refuses a signed-in user with another email, and leaves the invitation open", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const invitee = await newUser("invitee");
    const stranger = await newUser("stranger");
    await invite(owner, companyId, invitee.email);
    const { token } = await mailedToken(invitee.email);
    const res = await accept(stranger, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(memberMessages.wrongEmail);
    expect(await (await getDb()).companyMember.count({ where: { companyId, userId: stranger.id } })).toBe(0);
    expect((await accept(invitee, token)).status).toBe(200);
  });

  it("refuses an expired invitation", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const invitee = await newUser("late");
    await invite(owner, companyId, invitee.email);
    const { token } = await mailedToken(invitee.email);
    await (await getDb()).companyInvitation.updateMany({ where: { companyId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await accept(invitee, token);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(memberMessages.invitationExpired);
    const listed = await call(listInvitesRoute, "/", { cookie: owner.cookie, params: { id: companyId } });
    expect(listed.body.data[0].status).toBe("expired");
  });

  it("refuses a revoked invitation", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const invitee = await newUser("revoked");
    const created = await invite(owner, companyId, invitee.email);
    const { token } = await mailedToken(invitee.email);
    const revoked = await call(revokeRoute, "/", {
      method: "DELETE",
      cookie: owner.cookie,
      params: { id: companyId, invitationId: created.body.id },
    });
    expect(revoked.status).toBe(200);
    const res = await accept(invitee, token);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(memberMessages.invitationRevoked);
  });

  it("resend mails a new link and kills the old one", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const invitee = await newUser("resend");
    const created = await invite(owner, companyId, invitee.email, "viewer");
    const first = await mailedToken(invitee.email);
    const resent = await call(resendRoute, "/", { method: "POST", cookie: owner.cookie, params: { id: companyId, invitationId: created.body.id } });
    expect(resent.status).toBe(200);
    const second = await mailedToken(invitee.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await accept(invitee, first.token)).status).toBe(404);
    const joined = await accept(invitee, second.token);
    expect(joined.status).toBe(200);
    expect(
      await (await getDb()).companyMember.findUnique({ where: { companyId_userId: { companyId, userId: invitee.id } }, select: { role: true } }),
    ).toEqual({ role: "viewer" });
  });

  it("answers 404 for a made-up token, and only the owner invites", async () => {
    const { owner, companyId } = await ownerWithCompany();
    const someone = await newUser("someone");
    expect((await accept(someone, "x".repeat(43))).status).toBe(404);
    await (await getDb()).companyMember.create({ data: { companyId, userId: someone.id, role: "editor" } });
    const refused = await invite(someone, companyId, `other@${DOMAIN}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(memberMessages.roleForbidden);
    const outsider = await newUser("outsider");
    expect((await invite(outsider, companyId, `other@${DOMAIN}`)).status).toBe(404);
    expect((await invite(owner, companyId, someone.email)).status).toBe(409);
    expect((await invite(owner, companyId, "not-an-email")).status).toBe(400);
    expect((await invite(owner, companyId, `x@${DOMAIN}`, "owner" as "editor")).status).toBe(400);
  });
});

describe("members", () => {
  async function companyWith(role: "editor" | "viewer") {
    const { owner, companyId } = await ownerWithCompany();
    const member = await newUser(role);
    await (await getDb()).companyMember.create({ data: { companyId, userId: member.id, role } });
    return { owner, companyId, member };
  }

  it("owner changes a role; the owner's own role and non-owners are refused", async () => {
    const { owner, companyId, member } = await companyWith("editor");
    const changed = await call(roleRoute, "/", {
      method: "PATCH",
      cookie: owner.cookie,
      params: { id: companyId, userId: member.id },
      body: { role: "viewer" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.find((m: { userId: string }) => m.userId === member.id).role).toBe("viewer");
    expect(
      (await call(roleRoute, "/", { method: "PATCH", cookie: owner.cookie, params: { id: companyId, userId: owner.id }, body: { role: "viewer" } }))
        .status,
    ).toBe(400);
    expect(
      (await call(roleRoute, "/", { method: "PATCH", cookie: member.cookie, params: { id: companyId, userId: member.id }, body: { role: "editor" } }))
        .status,
    ).toBe(403);
  });

  it("a removed member's next request is 404 and their current company falls back", async () => {
    const { owner, companyId, member } = await companyWith("editor");
    const before = await call(companyRoute, "/api/company", { cookie: member.cookie });
    expect(before.body.id).toBe(companyId);
    expect((await call(removeRoute, "/", { method: "DELETE", cookie: owner.cookie, params: { id: companyId, userId: member.id } })).status).toBe(200);
    expect((await call(listMembersRoute, "/", { cookie: member.cookie, params: { id: companyId } })).status).toBe(404);
    // Even with the company cookie still naming it.
    const after = await call(companyRoute, "/api/company", { cookie: `${member.cookie}; ${COMPANY_COOKIE}=${companyId}` });
    expect(after.status).toBe(404);
  });

  it("a member leaves; the owner cannot", async () => {
    const { owner, companyId, member } = await companyWith("viewer");
    expect((await call(removeRoute, "/", { method: "DELETE", cookie: member.cookie, params: { id: companyId, userId: member.id } })).status).toBe(
      200,
    );
    const ownerLeaves = await call(removeRoute, "/", { method: "DELETE", cookie: owner.cookie, params: { id: companyId, userId: owner.id } });
    expect(ownerLeaves.status).toBe(400);
    expect(ownerLeaves.body.message).toBe(memberMessages.ownerCannotLeave);
  });

  it("transfers ownership to a member; the old owner becomes editor and companies.user_id moves", async () => {
    const { owner, companyId, member } = await companyWith("editor");
    const res = await call(transferRoute, "/", { method: "POST", cookie: owner.cookie, params: { id: companyId }, body: { userId: member.id } });
    expect(res.status).toBe(200);
    const db = await getDb();
    expect((await db.company.findUnique({ where: { id: companyId }, select: { userId: true } }))?.userId).toBe(member.id);
    const roles = Object.fromEntries((await db.companyMember.findMany({ where: { companyId } })).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [member.id]: "owner", [owner.id]: "editor" });
    // The old owner can no longer manage members.
    expect(
      (await call(transferRoute, "/", { method: "POST", cookie: owner.cookie, params: { id: companyId }, body: { userId: owner.id } })).status,
    ).toBe(403);
  });

  it("refuses a transfer to a member who already owns a company", async () => {
    const { owner, companyId, member } = await companyWith("editor");
    await createTestCompany(member);
    const res = await call(transferRoute, "/", { method: "POST", cookie: owner.cookie, params: { id: companyId }, body: { userId: member.id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(memberMessages.transferTargetOwns);
  });

  it("lists memberships and switches the current company only to one the user belongs to", async () => {
    const { companyId, member } = await companyWith("viewer");
    const own = await createTestCompany(member, { name: "Own Co" });
    const list = await call(membershipsRoute, "/", { cookie: member.cookie });
    expect(list.body.data.map((m: { companyId: string; role: string; current: boolean }) => [m.companyId, m.role, m.current])).toEqual([
      [own.id, "owner", true],
      [companyId, "viewer", false],
    ]);
    const switched = await call(currentRoute, "/", { method: "PUT", cookie: member.cookie, body: { companyId } });
    expect(switched.status).toBe(200);
    expect((await call(companyRoute, "/api/company", { cookie: `${member.cookie}; ${COMPANY_COOKIE}=${companyId}` })).body.id).toBe(companyId);
    const stranger = await ownerWithCompany();
    expect((await call(currentRoute, "/", { method: "PUT", cookie: member.cookie, body: { companyId: stranger.companyId } })).status).toBe(404);
  });
});
