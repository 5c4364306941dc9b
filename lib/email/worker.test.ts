import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";
import { TestSmtpServer } from "@/tests/helpers/smtp";
import { backoffMs, retryPolicy } from "./config";
import { enqueueEmail } from "./outbox";
import { drainOutbox } from "./worker";

setupTestDatabase();
const smtp = new TestSmtpServer(3361);

beforeAll(async () => {
  // Failed attempts are logged on purpose; the assertions read the rows.
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

const notice = (n: number) => ({ subject: `Notice ${n}`, heading: `Heading ${n}`, paragraphs: [`Body <b>${n}</b>`] });

async function queue(to: string, n: number) {
  const db = await getDb();
  return db.$transaction((tx) => enqueueEmail(tx, { to, template: "notice", data: notice(n) }));
}

describe("email outbox", () => {
  it("records nothing when the causing transaction rolls back", async () => {
    const db = await getDb();
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmail(tx, { to: "rollback@worker.test", template: "notice", data: notice(0) });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.emailOutbox.count({ where: { toAddress: "rollback@worker.test" } })).toBe(0);
  });

  it("delivers over SMTP once, with a text and an escaped HTML part, and clears the sealed payload", async () => {
    const id = await queue("once@worker.test", 1);
    const db = await getDb();
    const stored = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(stored.payload).not.toContain("Notice 1");
    expect((await drainOutbox({ recipients: "%@worker.test" })).sent).toBe(1);
    expect((await drainOutbox({ recipients: "%@worker.test" })).sent).toBe(0);
    const [mail] = await smtp.waitFor("once@worker.test");
    expect(smtp.to("once@worker.test")).toHaveLength(1);
    expect(mail.subject).toBe("Notice 1");
    expect(mail.text).toContain("Body <b>1</b>");
    expect(mail.html).toContain("Body &lt;b&gt;1&lt;/b&gt;");
    expect(mail.html).toContain('lang="en"');
    expect(mail.messageId).toBe(`<${id}@raise-ready.outbox>`);
    const sent = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.payload).toBe("");
  });

  it("keeps five messages through an SMTP outage and delivers each exactly once after it", async () => {
    const to = "outage@worker.test";
    await smtp.stop();
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await queue(to, n));
    const start = new Date();
    const down = await drainOutbox({ recipients: "%@worker.test", now: () => start });
    expect(down).toEqual({ sent: 0, failed: 5, gaveUp: 0 });
    // Backoff: nothing is due again straight away.
    expect((await drainOutbox({ recipients: "%@worker.test", now: () => start })).failed).toBe(0);
    await smtp.start();
    const later = new Date(start.getTime() + backoffMs(1) + 1000);
    // Two drains at once (two instances, or the cron next to the worker) must not send a row twice.
    const [a, b] = await Promise.all([
      drainOutbox({ recipients: "%@worker.test", now: () => later }),
      drainOutbox({ recipients: "%@worker.test", now: () => later }),
    ]);
    expect(a.sent + b.sent).toBe(5);
    expect((await drainOutbox({ recipients: "%@worker.test", now: () => new Date(later.getTime() + 3_600_000) })).sent).toBe(0);
    const got = await smtp.waitFor(to, 5);
    expect(got.map((m) => m.subject).sort()).toEqual(["Notice 1", "Notice 2", "Notice 3", "Notice 4", "Notice 5"]);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(5);
    const db = await getDb();
    const rows = await db.emailOutbox.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.sentAt && r.attempts === 2)).toBe(true);
  });

  it("gives up after the last attempt and says why", async () => {
    process.env.EMAIL_MAX_ATTEMPTS = "2";
    try {
      await smtp.stop();
      const id = await queue("never@worker.test", 9);
      let now = new Date();
      await drainOutbox({ recipients: "%@worker.test", now: () => now });
      now = new Date(now.getTime() + 24 * 3_600_000);
      expect((await drainOutbox({ recipients: "%@worker.test", now: () => now })).gaveUp).toBe(1);
      const row = await (await getDb()).emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row.failedAt).not.toBeNull();
      expect(row.lastError).toBeTruthy();
      expect(row.payload).toBe("");
    } finally {
      delete process.env.EMAIL_MAX_ATTEMPTS;
      await smtp.start();
    }
  });

  it("backs off exponentially up to an hour", () => {
    const policy = { ...retryPolicy(), baseMs: 1000 };
    expect([1, 2, 3, 4].map((n) => backoffMs(n, policy))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, policy)).toBe(3_600_000);
  });

  it("without SMTP_URL writes an .eml file and prints its link", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mail-eml-"));
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    process.env.EMAIL_DIR = dir;
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const db = await getDb();
      await db.$transaction((tx) =>
        enqueueEmail(tx, { to: "eml@worker.test", template: "verify-email", data: { link: "http://localhost:3000/verify-email?token=abc" } }),
      );
      expect((await drainOutbox({ recipients: "%@worker.test" })).sent).toBe(1);
      const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(dir, files[0]), "utf8");
      expect(raw).toContain("To: eml@worker.test");
      expect(raw).toContain("multipart/alternative");
      expect(log.mock.calls.flat().join("\n")).toContain("http://localhost:3000/verify-email?token=abc");
    } finally {
      log.mockRestore();
      delete process.env.EMAIL_DIR;
      process.env.SMTP_URL = saved;
    }
  });
});
