import { addDays, format } from "date-fns";
import { GET as expiring } from "@/app/api/company/[id]/progress/expiring/route";
import { GET as cron } from "@/app/api/cron/expiry/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { listExpiringDocuments } from "@/lib/notifications/expiring-documents";
import { scopeCompany } from "@/lib/data/membership";
import { runExpiryReminders } from "@/lib/notifications/expiry-reminders";
import { getDb } from "@/lib/db";
import { documentKey, LINK_FILE_NAME, OPTIONAL_FILE_NAME, NOT_APPLICABLE_FILE_NAME, type DocumentState } from "@/lib/progress/rules";
import { renderEmail, type TemplateData } from "@/lib/email";
import { unseal } from "@/lib/email/seal";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { countSqlStatements, createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

// Own mail domain: on a Postgres run every test file shares one database (and its outbox).
const DOMAIN = "expiry.test";
const LINES = ["Trade licence", "Insurance policy", "Fire certificate", "KYC", "Permit", "Lease"];
const DESCRIPTION = `Documents that lapse.\n${LINES.map((l) => `- ${l}`).join("\n")}`;
const today = new Date();
const inDays = (n: number) => format(addDays(today, n), "yyyy-MM-dd");

let ada: TestUser;
let companyId: string;
let phaseId: string;
let taskId: string;

beforeEach(async () => {
  ada = await createTestUser({ email: `ada-${crypto.randomUUID()}@${DOMAIN}`, verified: true });
  companyId = (await createTestCompany(ada, { name: "Acme <Labs>" })).id;
  const created = await createTestPhase([DESCRIPTION]);
  phaseId = created.phase.id;
  taskId = created.tasks[0].id;
});

const doc = (index: number, fields: Partial<DocumentState>): DocumentState => ({
  id: documentKey(taskId, index),
  name: LINES[index],
  completed: true,
  fileUrl: `https://drive.example.com/${index}`,
  fileName: LINK_FILE_NAME,
  uploadedAt: new Date().toISOString(),
  ...fields,
});
const save = (documents: Record<string, DocumentState | null>, extra: Record<string, unknown> = {}) =>
  call(saveProgress, "/api/progress", { method: "POST", cookie: ada.cookie, body: { companyId, taskId, documents, ...extra } });
const put = (...docs: DocumentState[]) => save(Object.fromEntries(docs.map((d) => [d.id, d])));

/** The reminders queued for Ada, rendered as they will be sent. */
async function adaMail() {
  const rows = await (
    await getDb()
  ).emailOutbox.findMany({ where: { toAddress: ada.email, template: "expiry-reminder" }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => renderEmail("expiry-reminder", unseal<TemplateData<"expiry-reminder">>(row.payload)));
}

describe("expiry dates on documents", () => {
  it("rejects a date that is not a calendar day (400)", async () => {
    for (const expiresOn of ["2026-02-30", "tomorrow", "2026-13-01", "31/12/2026"]) {
      expect((await put(doc(0, { expiresOn }))).status).toBe(400);
    }
    expect((await put(doc(0, { expiresOn: inDays(7) }))).status).toBe(200);
  });

  it("keeps the date when another document is saved, and a stale tab cannot clear it (409)", async () => {
    const dated = doc(0, { expiresOn: inDays(40) });
    await put(dated);
    await put(doc(1, {}));
    const undated: DocumentState = { ...dated };
    delete undated.expiresOn;
    const stale = await save(
      { [dated.id]: { ...undated, fileUrl: "https://drive.example.com/other" } },
      { base: { documents: { [dated.id]: undated } } },
    );
    expect(stale.status).toBe(409);
    const stored = await (await getDb()).companyProgress.findFirstOrThrow({ where: { companyId, taskId } });
    expect((stored.documents as unknown as Record<string, DocumentState>)[dated.id].expiresOn).toBe(inDays(40));
  });
});

describe("GET /api/company/{id}/progress/expiring", () => {
  it("lists expired and expiring held documents with their task, and is 404 for another company", async () => {
    await put(doc(0, { expiresOn: inDays(7) }), doc(1, { expiresOn: inDays(-2) }), doc(2, { expiresOn: inDays(90) }));
    const res = await call(expiring, `/api/company/${companyId}/progress/expiring`, { cookie: ada.cookie, params: { id: companyId } });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((d: { name: string; status: string; taskId: string; phaseId: string; taskTitle: string }) => [
        d.name,
        d.status,
        d.taskId,
        d.phaseId,
        d.taskTitle,
      ]),
    ).toEqual([
      ["Insurance policy", "expired", taskId, phaseId, "Task 0"],
      ["Trade licence", "expiring", taskId, phaseId, "Task 0"],
    ]);
    // Three statements (the company, its progress rows, their tasks: Prisma reads each relation apart) however many
    // documents and tasks: the dashboard's queries stay fixed.
    // The company as the route's wrapper hands it over (scoped before the count: the membership is the wrapper's).
    const company = await scopeCompany({ user: { id: ada.id, companyId: null, role: null }, companyId, action: "read" });
    expect(await countSqlStatements(await getDb(), () => listExpiringDocuments({ company }))).toBe(3);
    const bob = await createTestUser({ email: `bob-${crypto.randomUUID()}@${DOMAIN}` });
    await createTestCompany(bob);
    expect((await call(expiring, `/api/company/${companyId}/progress/expiring`, { cookie: bob.cookie, params: { id: companyId } })).status).toBe(404);
    expect((await call(expiring, `/api/company/not-a-uuid/progress/expiring`, { cookie: ada.cookie, params: { id: "not-a-uuid" } })).status).toBe(
      404,
    );
  });
});

describe("expiry reminders", () => {
  it("queues one email per document and threshold for the owner, never twice, none for N/A, optional, far or removed documents", async () => {
    await put(
      doc(0, { expiresOn: inDays(7) }),
      doc(1, { expiresOn: inDays(30) }),
      doc(2, { expiresOn: inDays(45) }),
      doc(3, { expiresOn: inDays(7), optional: true, fileUrl: null, fileName: OPTIONAL_FILE_NAME }),
      doc(4, { expiresOn: inDays(7), notApplicable: true, notApplicableReason: "No factory", fileUrl: null, fileName: NOT_APPLICABLE_FILE_NAME }),
      doc(5, { expiresOn: inDays(7) }),
    );
    await save({ [documentKey(taskId, 5)]: null });

    // Two instances at once, then a re-run: still one message per (document, threshold).
    await Promise.all([runExpiryReminders({ now: today }), runExpiryReminders({ now: today })]);
    await runExpiryReminders({ now: today });

    const mail = await adaMail();
    expect(mail.map((m) => m.subject).sort()).toEqual([
      "Acme <Labs>: Insurance policy expires in 30 days",
      "Acme <Labs>: Trade licence expires in 7 days",
    ]);
    const licence = mail.find((m) => m.subject.includes("Trade licence"))!;
    expect(licence.text).toContain(`/phase/${phaseId}?task=${taskId}`);
    expect(licence.html).toContain("Acme &lt;Labs&gt;");
    expect(licence.html).not.toContain("Acme <Labs>");
  });

  it("catches up a missed threshold and sends the next one when its day comes", async () => {
    await put(doc(0, { expiresOn: inDays(20) }));
    // Other tests' companies share the database: count Ada's messages, not the run's.
    const after = async (days: number) => {
      await runExpiryReminders({ now: addDays(today, days) });
      return (await adaMail()).length;
    };
    expect(await after(0)).toBe(1);
    expect(await after(5)).toBe(1);
    // The server was down on the 7-day mark: the run two days later still sends it, once.
    expect(await after(15)).toBe(2);
    expect(await after(16)).toBe(2);
    // Expired: flagged in the app, no more mail.
    expect(await after(21)).toBe(2);
    expect((await adaMail()).map((m) => m.subject)).toEqual([
      "Acme <Labs>: Trade licence expires in 20 days",
      "Acme <Labs>: Trade licence expires in 5 days",
    ]);
  });

  it("starts again for a renewed document's new expiry date", async () => {
    await put(doc(0, { expiresOn: inDays(7) }));
    await runExpiryReminders({ now: today });
    await put(doc(0, { expiresOn: inDays(6), fileUrl: "https://drive.example.com/renewed" }));
    await runExpiryReminders({ now: today });
    expect(await adaMail()).toHaveLength(2);
  });
});

describe("GET /api/cron/expiry", () => {
  afterEach(() => void delete process.env.CRON_SECRET);

  it("is off without CRON_SECRET, 401 with a wrong secret, and queues the reminders with the right one", async () => {
    expect((await call(cron, "/api/cron/expiry")).status).toBe(404);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect((await call(cron, "/api/cron/expiry", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    await put(doc(0, { expiresOn: inDays(7) }));
    const res = await call(cron, "/api/cron/expiry", { headers: { authorization: "Bearer cron-secret-for-tests" } });
    expect(res.status).toBe(200);
    expect(res.body.enqueued).toBeGreaterThanOrEqual(1);
    expect(await adaMail()).toHaveLength(1);
  });
});
