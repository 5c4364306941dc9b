import { DELETE as removeRoute } from "@/app/api/company/[id]/members/[userId]/route";
import { PATCH as savePrefsRoute } from "@/app/api/account/notifications/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { sendDailyDigests } from "@/lib/notifications/digest";
import { getDb } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS, tasksWithDocuments } from "@/tests/helpers/sharing";
import { TestSmtpServer } from "@/tests/helpers/smtp";
import { createTestCompany } from "@/tests/helpers/workspace";

/**
 * A member who is removed from a company (or leaves it) hears nothing more about it: the spaces
 * they created pass to the owner, new visitors are announced to the owner, and what was already
 * queued for them about the company is dropped. Over a real SMTP server.
 */
setupTestDatabase();
const smtp = new TestSmtpServer(4142);
const DOMAIN = "member-removal.test";

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

const newUser = (name: string) => createTestUser({ email: `${name}-${crypto.randomUUID()}@${DOMAIN}`, verified: true });
const deliver = () => drainOutbox({ recipients: `%@${DOMAIN}` });

async function companyWithEditor() {
  const [owner, editor] = [await newUser("owner"), await newUser("editor")];
  const companyId = (await createTestCompany(owner, { name: "Acme Robotics" })).id;
  await (await getDb()).companyMember.create({ data: { companyId, userId: editor.id, role: "editor" } });
  return { owner, editor, companyId };
}

async function spaceBy(member: TestUser, companyId: string) {
  const [task] = await tasksWithDocuments(2);
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: member.cookie,
    body: { companyId, name: "Seed data room", items: [{ itemType: "task", itemId: task.id }], ...OPEN_SPACE_SETTINGS },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; accessCode: string };
}

let ip = 0;
async function visit(code: string, email: string) {
  const res = await call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email },
    headers: { "x-forwarded-for": `198.51.100.${++ip}`, "user-agent": "InvestorBrowser/1.0" },
  });
  expect(res.status).toBe(200);
}

const remove = (by: TestUser, companyId: string, memberId: string) =>
  call(removeRoute, `/api/company/${companyId}/members/${memberId}`, {
    method: "DELETE",
    cookie: by.cookie,
    params: { id: companyId, userId: memberId },
  });

const subjects = (to: string) => smtp.to(to).map((m) => m.subject);

describe.each([
  ["removed by the owner", (owner: TestUser) => owner],
  ["leaving on their own", (_owner: TestUser, editor: TestUser) => editor],
])("a member %s", (_how, remover) => {
  it("gets no visit alert afterwards (nor one already queued); their space is the owner's, and the owner is alerted", async () => {
    const { owner, editor, companyId } = await companyWithEditor();
    const space = await spaceBy(editor, companyId);
    const tag = crypto.randomUUID().slice(0, 8);

    await visit(space.accessCode, `investor-1-${tag}@fund.vc`);
    await deliver();
    await smtp.waitFor(editor.email);
    expect(subjects(editor.email)).toEqual([`investor-1-${tag}@fund.vc opened Seed data room`]);

    // A visit whose alert is still in the outbox when the member goes.
    await visit(space.accessCode, `investor-2-${tag}@fund.vc`);
    expect((await remove(remover(owner, editor), companyId, editor.id)).status).toBe(200);

    const db = await getDb();
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).createdById).toBe(owner.id);

    await visit(space.accessCode, `investor-3-${tag}@fund.vc`);
    await deliver();
    await smtp.waitFor(owner.email);
    expect(subjects(owner.email)).toEqual([`investor-3-${tag}@fund.vc opened Seed data room`]);
    expect(subjects(editor.email)).toEqual([`investor-1-${tag}@fund.vc opened Seed data room`]);
  });
});

it("a removed member's daily digest says nothing about the company", async () => {
  const { owner, editor, companyId } = await companyWithEditor();
  const space = await spaceBy(owner, companyId);
  await visit(space.accessCode, "digest-visitor@fund.vc");
  expect(
    (await call(savePrefsRoute, "/api/account/notifications", { method: "PATCH", cookie: editor.cookie, body: { dailyDigest: true } })).status,
  ).toBe(200);
  expect((await remove(owner, companyId, editor.id)).status).toBe(200);
  await sendDailyDigests({ now: new Date(Date.now() + 60_000) });
  expect(await (await getDb()).emailOutbox.count({ where: { toAddress: editor.email, template: "daily-digest" } })).toBe(0);
});
