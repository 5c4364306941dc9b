import { addDays, format } from "date-fns";
import { GET as prefsRoute, PATCH as savePrefsRoute } from "@/app/api/account/notifications/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { sendDailyDigests } from "@/lib/notifications/digest";
import { runExpiryReminders } from "@/lib/notifications/expiry-reminders";
import { sendTaskReminders } from "@/lib/notifications/reminders";
import { getDb } from "@/lib/db";
import { addDays as addDay, dayOf } from "@/lib/team/rules/assignments";
import { documentKey, LINK_FILE_NAME } from "@/lib/progress/rules";
import { drainOutbox } from "@/lib/email/worker";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS, tasksWithDocuments } from "@/tests/helpers/sharing";
import { TestSmtpServer } from "@/tests/helpers/smtp";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

/**
 * Notification mail (visit alerts, the daily digest, task and expiry reminders) goes only to a
 * verified address: a mistyped sign-up address must not receive investors' names. Two founders
 * alike in everything but that, over a real SMTP server; Settings says why mail is held back.
 */
setupTestDatabase();
const smtp = new TestSmtpServer(4141);
const DOMAIN = "verified-recipients.test";

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

interface Founder extends TestUser {
  companyId: string;
}

async function founder(verified: boolean): Promise<Founder> {
  const user = await createTestUser({ email: `${verified ? "verified" : "unverified"}-${crypto.randomUUID()}@${DOMAIN}`, verified });
  return { ...user, companyId: (await createTestCompany(user, { name: "Acme Robotics" })).id };
}

let ip = 0;
async function spaceVisitedBy(owner: Founder, visitorEmail: string) {
  const [task] = await tasksWithDocuments(2);
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: owner.cookie,
    body: { companyId: owner.companyId, name: "Seed data room", items: [{ itemType: "task", itemId: task.id }], ...OPEN_SPACE_SETTINGS },
  });
  expect(res.status).toBe(201);
  const code = res.body.accessCode as string;
  const opened = await call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email: visitorEmail },
    headers: { "x-forwarded-for": `198.51.100.${++ip}`, "user-agent": "InvestorBrowser/1.0" },
  });
  expect(opened.status).toBe(200);
}

const outbox = async (to: string, template: string) => (await getDb()).emailOutbox.count({ where: { toAddress: to, template } });

describe("notification mail goes only to verified addresses", () => {
  it("a visit alert reaches a verified founder and never an unverified one", async () => {
    const [unverified, verified] = [await founder(false), await founder(true)];
    await spaceVisitedBy(unverified, "investor-a@fund.vc");
    await spaceVisitedBy(verified, "investor-b@fund.vc");
    await drainOutbox({ recipients: `%@${DOMAIN}` });

    const [alert] = await smtp.waitFor(verified.email);
    expect(alert.subject).toBe("investor-b@fund.vc opened Seed data room");
    expect(smtp.to(unverified.email)).toEqual([]);
    expect(await outbox(unverified.email, "new-visitor")).toBe(0);
  });

  it("the daily digest goes to the verified founder who opted in, not to the unverified one", async () => {
    const [unverified, verified] = [await founder(false), await founder(true)];
    for (const [who, visitor] of [
      [unverified, "digest-a@fund.vc"],
      [verified, "digest-b@fund.vc"],
    ] as const) {
      await spaceVisitedBy(who, visitor);
      const on = await call(savePrefsRoute, "/api/account/notifications", { method: "PATCH", cookie: who.cookie, body: { dailyDigest: true } });
      expect(on.status).toBe(200);
    }
    await sendDailyDigests({ now: new Date(Date.now() + 60_000) });
    expect(await outbox(verified.email, "daily-digest")).toBe(1);
    expect(await outbox(unverified.email, "daily-digest")).toBe(0);
  });

  it("task reminders go to the verified assignee only", async () => {
    const [unverified, verified] = [await founder(false), await founder(true)];
    const { tasks } = await createTestPhase([null]);
    const yesterday = new Date(`${addDay(dayOf(new Date()), -1)}T00:00:00Z`);
    await (
      await getDb()
    ).companyProgress.createMany({
      data: [unverified, verified].map((f) => ({ companyId: f.companyId, taskId: tasks[0].id, assigneeId: f.id, dueOn: yesterday })),
    });
    await sendTaskReminders();
    expect(await outbox(verified.email, "task-reminder")).toBe(1);
    expect(await outbox(unverified.email, "task-reminder")).toBe(0);
  });

  it("expiry reminders go to the verified owner only, and the unverified one gets it once verified", async () => {
    const [unverified, verified] = [await founder(false), await founder(true)];
    const { tasks } = await createTestPhase(["Documents that lapse.\n- Trade licence"]);
    const taskId = tasks[0].id;
    const key = documentKey(taskId, 0);
    const expiring = {
      [key]: {
        id: key,
        name: "Trade licence",
        completed: true,
        fileUrl: "https://drive.example.com/licence",
        fileName: LINK_FILE_NAME,
        uploadedAt: new Date().toISOString(),
        expiresOn: format(addDays(new Date(), 7), "yyyy-MM-dd"),
      },
    };
    const db = await getDb();
    await db.companyProgress.createMany({ data: [unverified, verified].map((f) => ({ companyId: f.companyId, taskId, documents: expiring })) });
    await runExpiryReminders();
    expect(await outbox(verified.email, "expiry-reminder")).toBe(1);
    expect(await outbox(unverified.email, "expiry-reminder")).toBe(0);

    // Held back, not lost: the reminder due goes out once the address is confirmed.
    await db.user.update({ where: { id: unverified.id }, data: { emailVerified: new Date() } });
    await runExpiryReminders();
    expect(await outbox(unverified.email, "expiry-reminder")).toBe(1);
    expect(await outbox(verified.email, "expiry-reminder")).toBe(1);
  });

  it("Settings' notification preferences say whether mail is held back for an unverified address", async () => {
    const [unverified, verified] = [await founder(false), await founder(true)];
    const held = await call(prefsRoute, "/api/account/notifications", { cookie: unverified.cookie });
    expect(held.body).toMatchObject({ emailVerified: false });
    const sent = await call(prefsRoute, "/api/account/notifications", { cookie: verified.cookie });
    expect(sent.body).toMatchObject({ emailVerified: true });
  });
});
