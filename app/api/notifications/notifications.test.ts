import { GET as digestCron } from "@/app/api/cron/digest/route";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as seenRoute } from "@/app/api/notifications/seen/route";
import { GET as prefsRoute, PATCH as savePrefsRoute } from "@/app/api/account/notifications/route";
import { sendDailyDigests } from "@/lib/notifications/digest";
import { getDb } from "@/lib/db";
import type { DigestSection } from "@/lib/email/payloads";
import { unseal } from "@/lib/email/seal";
import { drainOutbox } from "@/lib/email/worker";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { TestSmtpServer } from "@/tests/helpers/smtp";
import { createTestCompany } from "@/tests/helpers/workspace";

setupTestDatabase();
const smtp = new TestSmtpServer(3571);
const DOMAIN = "notify.test";
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

// Verified: notification mail goes only to confirmed addresses (verified-recipients.test.ts).
const newUser = (name: string) => createTestUser({ email: `${name}-${crypto.randomUUID()}@${DOMAIN}`, verified: true });

async function space(user: TestUser, companyId: string, name: string) {
  const db = await getDb();
  return db.sharedSpace.create({
    data: { companyId, createdById: user.id, name, expiresAt: new Date(Date.now() + 30 * 24 * HOUR), accessCode: crypto.randomUUID().slice(0, 12) },
  });
}

async function visit(spaceId: string, email: string, first: Date, last = first, extra: { verifiedAt?: Date; agreementAcceptedAt?: Date } = {}) {
  const db = await getDb();
  await db.sharedSpaceAccess.create({ data: { sharedSpaceId: spaceId, email, accessedAt: first, lastViewedAt: last, createdAt: first, ...extra } });
}

async function optIn(user: TestUser, on = true) {
  return call(savePrefsRoute, "/api/account/notifications", { method: "PATCH", cookie: user.cookie, body: { dailyDigest: on } });
}

async function digestsTo(email: string) {
  const db = await getDb();
  const rows = await db.emailOutbox.findMany({ where: { toAddress: email, template: "daily-digest" } });
  return rows.map((r) => unseal<{ sections: DigestSection[] }>(r.payload));
}

/** Two companies: Ada's (with an editor, Cleo, and a viewer, Vic) and Bob's, each with a space and visits. */
async function world(now = new Date()) {
  const [ada, cleo, vic, bob] = [await newUser("ada"), await newUser("cleo"), await newUser("vic"), await newUser("bob")];
  const acme = await createTestCompany(ada, { name: "Acme <Labs>" });
  const other = await createTestCompany(bob, { name: "Other Co" });
  const db = await getDb();
  await db.companyMember.createMany({
    data: [
      { companyId: acme.id, userId: cleo.id, role: "editor" },
      { companyId: acme.id, userId: vic.id, role: "viewer" },
    ],
  });
  const seed = await space(ada, acme.id, "Seed <round>");
  const bobs = await space(bob, other.id, "Bob's secret space");
  const ago = (h: number) => new Date(now.getTime() - h * HOUR);
  await visit(seed.id, "new@fund.vc", ago(2));
  await visit(seed.id, "back@fund.vc", ago(72), ago(1), { verifiedAt: ago(72) });
  await visit(seed.id, "reload@fund.vc", ago(3), new Date(ago(3).getTime() + 60_000));
  await visit(seed.id, "old@fund.vc", ago(40));
  await visit(bobs.id, "spy@elsewhere.vc", ago(1));
  return { ada, cleo, vic, bob, acme, other, seed, bobs, now };
}

describe("the bell list", () => {
  it("lists visitor events on the user's spaces, newest first, and never another company's", async () => {
    const { ada, seed } = await world();
    const res = await call(listRoute, "/api/notifications", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    const items = res.body.items as { kind: string; email: string; spaceId: string; spaceName: string; unread: boolean }[];
    expect(items.map((i) => [i.kind, i.email])).toEqual([
      ["returning-visit", "back@fund.vc"],
      ["new-visitor", "new@fund.vc"],
      ["new-visitor", "reload@fund.vc"],
      ["new-visitor", "old@fund.vc"],
      ["new-visitor", "back@fund.vc"],
      ["verified", "back@fund.vc"],
    ]);
    expect(items.every((i) => i.spaceId === seed.id && i.spaceName === "Seed <round>" && i.unread)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain("spy@elsewhere.vc");
    expect(res.body.unreadCount).toBe(6);
  });

  it("shows the company's spaces to an editor but nothing to a viewer, and 401 without a session", async () => {
    const { cleo, vic } = await world();
    expect((await call(listRoute, "/api/notifications", { cookie: cleo.cookie })).body.items).toHaveLength(6);
    expect((await call(listRoute, "/api/notifications", { cookie: vic.cookie })).body).toEqual({ items: [], unreadCount: 0, seenAt: null });
    expect((await call(listRoute, "/api/notifications")).status).toBe(401);
  });

  it("marks everything read for that user only; newer events are unread again", async () => {
    const { ada, cleo, seed } = await world();
    const seen = await call(seenRoute, "/api/notifications/seen", { method: "POST", cookie: ada.cookie });
    expect(seen.status).toBe(200);
    const after = (await call(listRoute, "/api/notifications", { cookie: ada.cookie })).body;
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((i: { unread: boolean }) => !i.unread)).toBe(true);
    expect((await call(listRoute, "/api/notifications", { cookie: cleo.cookie })).body.unreadCount).toBe(6);

    await visit(seed.id, "later@fund.vc", new Date(Date.now() + 1000));
    const later = (await call(listRoute, "/api/notifications", { cookie: ada.cookie })).body;
    expect(later.unreadCount).toBe(1);
    expect(later.items[0]).toMatchObject({ email: "later@fund.vc", unread: true });
  });
});

describe("notification preferences", () => {
  it("defaults to no digest and reminders on; saves the digest and re-subscribes task reminders", async () => {
    const { ada, acme } = await world();
    const initial = await call(prefsRoute, "/api/account/notifications", { cookie: ada.cookie });
    expect(initial.body).toEqual({
      emailVerified: true,
      dailyDigest: false,
      taskReminders: [{ companyId: acme.id, companyName: "Acme <Labs>", enabled: true }],
    });

    expect((await optIn(ada)).body.dailyDigest).toBe(true);
    const off = await call(savePrefsRoute, "/api/account/notifications", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { taskReminders: { companyId: acme.id, enabled: false } },
    });
    expect(off.body.taskReminders[0].enabled).toBe(false);
    const db = await getDb();
    expect((await db.companyMember.findUnique({ where: { companyId_userId: { companyId: acme.id, userId: ada.id } } }))?.taskReminders).toBe(false);
    const on = await call(savePrefsRoute, "/api/account/notifications", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { taskReminders: { companyId: acme.id, enabled: true } },
    });
    expect(on.body).toEqual({
      emailVerified: true,
      dailyDigest: true,
      taskReminders: [{ companyId: acme.id, companyName: "Acme <Labs>", enabled: true }],
    });
  });

  it("answers 404 for another company's reminders and 400 for a bad body, changing nothing", async () => {
    const { ada, other, bob } = await world();
    const res = await call(savePrefsRoute, "/api/account/notifications", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { taskReminders: { companyId: other.id, enabled: false } },
    });
    expect(res.status).toBe(404);
    const db = await getDb();
    expect((await db.companyMember.findUnique({ where: { companyId_userId: { companyId: other.id, userId: bob.id } } }))?.taskReminders).toBe(true);
    for (const body of [{}, { dailyDigest: "yes" }, { dailyDigest: true, extra: 1 }, { taskReminders: { companyId: "nope", enabled: true } }]) {
      expect((await call(savePrefsRoute, "/api/account/notifications", { method: "PATCH", cookie: ada.cookie, body })).status).toBe(400);
    }
    expect((await call(prefsRoute, "/api/account/notifications")).status).toBe(401);
  });
});

describe("the daily digest", () => {
  it("goes only to users who opted in, with the last 24 hours of their own companies' spaces", async () => {
    const { ada, cleo, bob, now } = await world();
    await optIn(ada);
    await optIn(bob, false);
    expect((await sendDailyDigests({ now })).sent).toBeGreaterThanOrEqual(1);
    const [digest] = await digestsTo(ada.email);
    expect(digest.sections).toEqual([
      {
        spaceId: expect.any(String),
        spaceName: "Seed <round>",
        companyName: "Acme <Labs>",
        lines: [
          { kind: "new-visitor", email: "new@fund.vc" },
          { kind: "new-visitor", email: "reload@fund.vc" },
          { kind: "returning-visit", email: "back@fund.vc" },
        ],
      },
    ]);
    expect(JSON.stringify(digest)).not.toContain("old@fund.vc");
    expect(JSON.stringify(digest)).not.toContain("spy@elsewhere.vc");
    expect(await digestsTo(cleo.email)).toHaveLength(0);
    expect(await digestsTo(bob.email)).toHaveLength(0);
  });

  it("sends once per user and day, however often it runs; the next day again", async () => {
    // Midday UTC: the runs an hour later must fall on the same UTC day whenever the suite runs.
    const midday = new Date();
    midday.setUTCHours(12, 0, 0, 0);
    const { ada, seed, now } = await world(midday);
    await optIn(ada);
    await sendDailyDigests({ now });
    await Promise.all([sendDailyDigests({ now: new Date(now.getTime() + HOUR) }), sendDailyDigests({ now: new Date(now.getTime() + HOUR) })]);
    expect(await digestsTo(ada.email)).toHaveLength(1);
    const tomorrow = new Date(now.getTime() + 24 * HOUR);
    await visit(seed.id, "next@fund.vc", new Date(tomorrow.getTime() - HOUR));
    // Other tests' opted-in users may be due too (the database is shared): count Ada's own.
    expect((await sendDailyDigests({ now: tomorrow })).sent).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(ada.email)).toHaveLength(2);
  });

  it("adds what visitors read (opened, pages, downloads) per space, a space that was only read included, never another company's", async () => {
    const { ada, acme, seed, bobs, now } = await world();
    const db = await getDb();
    const board = await space(ada, acme.id, "Board pack");
    const reads = async (spaceId: string, email: string, events: { kind: string; page?: number }[]) => {
      const access = await db.sharedSpaceAccess.upsert({
        where: { sharedSpaceId_email: { sharedSpaceId: spaceId, email } },
        create: {
          sharedSpaceId: spaceId,
          email,
          accessedAt: new Date(now.getTime() - 50 * HOUR),
          lastViewedAt: new Date(now.getTime() - 50 * HOUR),
          createdAt: new Date(now.getTime() - 50 * HOUR),
        },
        update: {},
      });
      const visitRow = await db.sharedSpaceVisit.create({
        data: { id: crypto.randomUUID(), sharedSpaceId: spaceId, accessId: access.id, startedAt: new Date(now.getTime() - 2 * HOUR) },
      });
      const fileId = crypto.randomUUID();
      await db.sharedSpaceEvent.createMany({
        data: events.map((e, i) => ({
          visitId: visitRow.id,
          sharedSpaceId: spaceId,
          fileId,
          kind: e.kind,
          page: e.page ?? null,
          durationMs: e.page ? 4000 : null,
          occurredAt: new Date(now.getTime() - HOUR + i),
        })),
      });
    };
    await reads(seed.id, "new@fund.vc", [{ kind: "open" }, { kind: "page", page: 1 }, { kind: "page", page: 2 }, { kind: "download" }]);
    await reads(board.id, "old@fund.vc", [{ kind: "open" }, { kind: "page", page: 1 }]);
    await reads(bobs.id, "spy@elsewhere.vc", [{ kind: "open" }]);
    await optIn(ada);
    await sendDailyDigests({ now });
    const [digest] = await digestsTo(ada.email);
    expect(digest.sections.map((s) => [s.spaceName, s.lines.length, s.reading])).toEqual([
      ["Seed <round>", 3, "Read: 1 document opened, 2 pages viewed, 1 download"],
      ["Board pack", 0, "Read: 1 document opened, 1 page viewed"],
    ]);
    expect(JSON.stringify(digest)).not.toContain("Bob's secret space");
  });

  it("skips a user with nothing to say", async () => {
    const quiet = await newUser("quiet");
    await createTestCompany(quiet, { name: "Quiet Co" });
    await optIn(quiet);
    const result = await sendDailyDigests();
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(quiet.email)).toHaveLength(0);
  });

  it("the cron route is off without CRON_SECRET, 401 with a wrong one, and sends with the right one", async () => {
    const { ada } = await world();
    await optIn(ada);
    expect((await call(digestCron, "/api/cron/digest")).status).toBe(404);
    process.env.CRON_SECRET = "digest-secret";
    try {
      expect((await call(digestCron, "/api/cron/digest", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
      const ok = await call(digestCron, "/api/cron/digest", { headers: { authorization: "Bearer digest-secret" } });
      expect(ok.status).toBe(200);
      expect(await digestsTo(ada.email)).toHaveLength(1);
      await call(digestCron, "/api/cron/digest", { headers: { authorization: "Bearer digest-secret" } });
      expect(await digestsTo(ada.email)).toHaveLength(1);
    } finally {
      delete process.env.CRON_SECRET;
    }
  });

  it("arrives over SMTP with one line per visitor, every value escaped, and a link to Settings", async () => {
    const { ada, now } = await world();
    await optIn(ada);
    await sendDailyDigests({ now });
    await drainOutbox({ recipients: `%@${DOMAIN}` });
    const [mail] = await smtp.waitFor(ada.email);
    expect(mail.subject).toBe("Your daily digest: 2 new visitors, 1 returning visit");
    for (const line of ["Seed <round> (Acme <Labs>)", "New visitor: new@fund.vc", "New visitor: reload@fund.vc", "Returning visit: back@fund.vc"])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain("old@fund.vc");
    expect(mail.text).toMatch(/Turn it off in Settings: https?:\/\/\S+\/settings/);
    expect(mail.html).toContain("Seed &lt;round&gt; (Acme &lt;Labs&gt;)");
    expect(mail.html).not.toContain("<round>");
  });
});
