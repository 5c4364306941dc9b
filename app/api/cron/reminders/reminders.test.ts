import { GET as cron } from "@/app/api/cron/reminders/route";
import { sendTaskReminders, unsubscribeTaskReminders } from "@/lib/notifications/reminders";
import { getDb } from "@/lib/db";
import { addDays, dayOf } from "@/lib/team/rules/assignments";
import { unseal } from "@/lib/email/seal";
import { renderEmail } from "@/lib/email/templates";
import type { ReminderLine } from "@/lib/email/payloads";
import { signUnsubscribeToken } from "@/lib/email/unsubscribe-token";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

const NOW = new Date("2030-03-10T08:00:00Z");
let ada: TestUser;
let cleo: TestUser;
let companyId: string;
let taskIds: string[];

interface Payload {
  companyName: string;
  tasks: ReminderLine[];
  unsubscribeLink: string;
}

beforeEach(async () => {
  [ada, cleo] = [await createTestUser({ verified: true }), await createTestUser({ verified: true })];
  companyId = (await createTestCompany(ada, { name: "Acme <Labs>" })).id;
  const db = await getDb();
  await db.companyMember.create({ data: { companyId, userId: cleo.id, role: "editor" } });
  const { tasks } = await createTestPhase([null, null, null, null]);
  taskIds = tasks.map((t) => t.id);
  await db.task.update({ where: { id: taskIds[0] }, data: { title: `<script>alert("x")</script> minutes` } });
  const row = (i: number, assigneeId: string, dueOn: string, completed = false) => ({
    companyId,
    taskId: taskIds[i],
    assigneeId,
    dueOn: new Date(`${dueOn}T00:00:00Z`),
    completed,
  });
  await db.companyProgress.createMany({
    data: [row(0, ada.id, "2030-03-09"), row(1, ada.id, "2030-03-01", true), row(2, cleo.id, "2030-03-12"), row(3, cleo.id, "2030-03-20")],
  });
});

async function mailTo(email: string) {
  const db = await getDb();
  const rows = await db.emailOutbox.findMany({ where: { toAddress: email, template: "task-reminder" }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => unseal<Payload>(r.payload));
}

describe("daily task reminders", () => {
  it("sends each assignee their overdue and soon-due open tasks, once a day", async () => {
    await sendTaskReminders({ now: NOW });
    const [adaMail] = await mailTo(ada.email);
    expect(adaMail.tasks).toEqual([{ title: `<script>alert("x")</script> minutes`, dueOn: "2030-03-09", kind: "overdue" }]);
    expect((await mailTo(cleo.email))[0].tasks).toEqual([{ title: "Task 2", dueOn: "2030-03-12", kind: "due" }]);

    expect(await sendTaskReminders({ now: new Date("2030-03-10T20:00:00Z") })).toEqual({ sent: 0 });
    expect(await mailTo(ada.email)).toHaveLength(1);

    await sendTaskReminders({ now: new Date("2030-03-11T08:00:00Z") });
    expect(await mailTo(ada.email)).toHaveLength(2);
  });

  it("renders the email with every value escaped and a working unsubscribe link", async () => {
    await sendTaskReminders({ now: NOW });
    const [payload] = await mailTo(ada.email);
    const email = renderEmail("task-reminder", payload);
    expect(email.subject).toBe("1 overdue task in Acme <Labs>");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; minutes");
    expect(email.html).toContain("Acme &lt;Labs&gt;");
    expect(email.text).toContain(`Overdue 2030-03-09: <script>alert("x")</script> minutes`);
    expect(email.html).toContain(`href="${payload.unsubscribeLink}"`);
    expect(payload.unsubscribeLink).toMatch(/\/unsubscribe\/[^/]+$/);
  });

  it("stops after the member's unsubscribe link, for that member and company only", async () => {
    await sendTaskReminders({ now: NOW });
    const token = decodeURIComponent((await mailTo(ada.email))[0].unsubscribeLink.split("/unsubscribe/")[1]);
    expect(await unsubscribeTaskReminders(token)).toEqual({ companyName: "Acme <Labs>" });
    const db = await getDb();
    expect(
      await db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId: ada.id } }, select: { taskReminders: true } }),
    ).toEqual({ taskReminders: false });

    await sendTaskReminders({ now: new Date("2030-03-11T08:00:00Z") });
    expect(await mailTo(ada.email)).toHaveLength(1);
    expect(await mailTo(cleo.email)).toHaveLength(2);
  });

  it("refuses a forged or altered link, changing nothing", async () => {
    const adaToken = signUnsubscribeToken({ companyId, userId: ada.id });
    const forged = `${companyId}.${cleo.id}.${adaToken.split(".")[2]}`;
    for (const token of [forged, "garbage", `${adaToken}x`, ""]) expect(await unsubscribeTaskReminders(token)).toBeNull();
    const db = await getDb();
    expect(await db.companyMember.count({ where: { companyId, taskReminders: false } })).toBe(0);
  });

  it("sends nothing to someone who is no longer a member", async () => {
    const db = await getDb();
    await db.companyMember.delete({ where: { companyId_userId: { companyId, userId: cleo.id } } });
    await sendTaskReminders({ now: NOW });
    expect(await mailTo(cleo.email)).toHaveLength(0);
    expect(await mailTo(ada.email)).toHaveLength(1);
  });
});

describe("GET /api/cron/reminders", () => {
  afterEach(() => void delete process.env.CRON_SECRET);

  it("is off without CRON_SECRET, refuses a wrong secret and sends with the right one", async () => {
    const db = await getDb();
    await db.companyProgress.updateMany({
      where: { companyId, taskId: taskIds[0] },
      data: { dueOn: new Date(`${addDays(dayOf(new Date()), -1)}T00:00:00Z`) },
    });
    expect((await call(cron, "/api/cron/reminders")).status).toBe(404);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect((await call(cron, "/api/cron/reminders", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    expect(await mailTo(ada.email)).toHaveLength(0);
    const res = await call(cron, "/api/cron/reminders", { headers: { authorization: "Bearer cron-secret-for-tests" } });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBeGreaterThanOrEqual(1);
    expect((await mailTo(ada.email))[0].tasks.map((t) => t.kind)).toEqual(["overdue"]);
  });
});
