import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as createCompanyRoute } from "@/app/api/company/route";
import { PUT as saveTeamRoute } from "@/app/api/company/[id]/[kind]/route";
import { POST as saveProgressRoute } from "@/app/api/progress/route";
import { POST as createSpaceRoute } from "@/app/api/shared-spaces/route";
import { POST as inviteRoute } from "@/app/api/company/[id]/invitations/route";
import { GET as openSharedRoute } from "@/app/api/shared/[accessCode]/route";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/domain/documents";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { startDirectUpload } from "@/tests/helpers/direct-upload";
import { call, type CallResult } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";

/** One founder with every kind of data the app stores, created through the public API. */
export interface Tenant {
  user: TestUser;
  /** A marker that appears in this tenant's text fields, to detect leaks in other tenants' answers. */
  marker: string;
  companyId: string;
  taskId: string;
  phaseId: string;
  category: string;
  fileId: string;
  /** A direct upload in flight: started for 9 bytes of application/json, bytes not sent. */
  uploadId: string;
  /** An entry of the company's trash (a removed link), restorable. */
  removedId: string;
  /** An earlier version of the first document, restorable. */
  versionId: string;
  spaceId: string;
  accessCode: string;
  visitorEmail: string;
  visitorToken: string;
  /** A viewer member (target of role changes and removal), another one (target of the ownership transfer) and an open invitation. */
  memberId: string;
  heirId: string;
  invitationId: string;
  /** The visitor gate: a second space of the tenant that requires email verification. */
  gatedAccessCode: string;
}

export const VISITOR_IP = "203.0.113.77";

/**
 * Gives the test file an upload directory of its own. Test files that share a Jest worker share
 * its default STORAGE_DIR, so "bytes without a row" checks would see the other files' uploads.
 */
export function isolateStorageDir(): void {
  const previous = process.env.STORAGE_DIR;
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-security-uploads-"));
    process.env.STORAGE_DIR = dir;
  });
  afterAll(() => {
    process.env.STORAGE_DIR = previous;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}

function expectStatus(res: CallResult, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** The first checklist task with at least two document lines. */
export async function taskWithDocuments() {
  const db = await getDb();
  const tasks = await db.task.findMany({
    orderBy: [{ phaseId: "asc" }, { order: "asc" }],
    select: { id: true, phaseId: true, description: true, category: true },
  });
  const task = tasks.find((t) => parseDocumentLines(t.description).length >= 2);
  if (!task) throw new Error("the seeded checklist has no task with two documents");
  return task;
}

export async function createTenant(label: string): Promise<Tenant> {
  const marker = `${label}-${randomUUID().slice(0, 8)}`;
  const user = await createTestUser({ email: `${marker}@example.com`, firstName: label });
  const cookie = user.cookie;

  const company = expectStatus(
    await call(createCompanyRoute, "/api/company", {
      method: "POST",
      cookie,
      body: {
        company: {
          name: `${marker} Inc`,
          description: `${marker} description`,
          industry: "Robotics",
          stage: "seed",
          // Indian, so the shared task's lines all apply: with no country only the neutral core does.
          countryOfIncorporation: "IN",
          foundedDate: "2021-03-04",
          employeeCount: "12",
          monthlyRevenue: "12,345.67",
          previousFunding: "250000",
          targetFunding: "2000000.50",
        },
        founders: [],
      },
    }),
    201,
    "create company",
  );
  const companyId = company.body.id as string;

  const team = {
    founders: [
      { name: `${marker} founder`, title: "CEO", email: "ceo@example.com", linkedinUrl: "https://linkedin.com/in/ceo", equityPercentage: "55.5" },
    ],
    employees: [{ name: `${marker} employee`, title: "Engineer", department: "R&D", joinDate: "2022-01-01" }],
    advisors: [{ name: `${marker} advisor`, company: "Advise Co", expertise: "Go to market", advisorySince: "2022-06-01" }],
    investors: [
      {
        name: `${marker} investor`,
        firm: "Fund I",
        investmentAmount: "500000",
        investmentRound: "pre-seed",
        equityPercentage: "7.25",
        leadInvestor: true,
      },
    ],
  };
  for (const [kind, entries] of Object.entries(team)) {
    expectStatus(
      await call(saveTeamRoute, `/api/company/${companyId}/${kind}`, {
        method: "PUT",
        cookie,
        params: { id: companyId, kind },
        body: { [kind]: entries },
      }),
      200,
      `save ${kind}`,
    );
  }

  const upload = expectStatus(await uploadFile(cookie, companyId, PDF_BYTES, `${marker}.pdf`), 201, "upload");
  const fileId = upload.body.id as string;
  const started = expectStatus(
    // Declared as the 9 bytes the route table's JSON body `"planted"` sends, so its PUT and completion succeed.
    await startDirectUpload(cookie, { companyId, fileName: `${marker}-direct.txt`, size: 9, contentType: "application/json" }),
    201,
    "start direct upload",
  );
  const uploadId = started.body.id;

  const task = await taskWithDocuments();
  const uploadedAt = new Date().toISOString();
  const [first, second] = parseDocumentLines(task.description);
  expectStatus(
    await call(saveProgressRoute, "/api/progress", {
      method: "POST",
      cookie,
      body: {
        companyId,
        taskId: task.id,
        completed: false,
        priority: "high",
        notes: `${marker} notes`,
        documents: {
          [documentKey(task.id, first.index)]: {
            id: documentKey(task.id, first.index),
            name: first.name,
            completed: true,
            fileUrl: `/api/files/${fileId}`,
            fileName: `${marker}.pdf`,
            uploadedAt,
          },
          [documentKey(task.id, second.index)]: {
            id: documentKey(task.id, second.index),
            name: second.name,
            completed: true,
            fileUrl: "https://example.com/term-sheet",
            fileName: "Link attached",
            uploadedAt,
          },
        },
      },
    }),
    200,
    "save progress",
  );
  // The link of the second document, removed: an entry in the 30-day trash to restore.
  expectStatus(
    await call(saveProgressRoute, "/api/progress", {
      method: "POST",
      cookie,
      body: { companyId, taskId: task.id, documents: { [documentKey(task.id, second.index)]: null } },
    }),
    200,
    "remove a link",
  );
  const removedId = (await (await getDb()).removedDocument.findFirstOrThrow({ where: { companyId }, select: { id: true } })).id;
  const versionId = (
    await (
      await getDb()
    ).documentVersion.create({
      data: {
        companyId,
        taskId: task.id,
        documentKey: documentKey(task.id, first.index),
        linkUrl: "https://example.com/deck-v1",
        fileName: "https://example.com/deck-v1",
        entry: {
          id: documentKey(task.id, first.index),
          name: first.name,
          completed: true,
          fileUrl: "https://example.com/deck-v1",
          fileName: "Link attached",
          uploadedAt,
        },
      },
      select: { id: true },
    })
  ).id;

  const category = task.category ?? "General";
  const space = expectStatus(
    await call(createSpaceRoute, "/api/shared-spaces", {
      method: "POST",
      cookie,
      body: {
        companyId,
        name: `${marker} data room`,
        description: `${marker} space description`,
        expirationPeriod: "1-week",
        ...OPEN_SPACE_SETTINGS,
        items: [
          { itemType: "task", itemId: task.id, taskId: task.id, phaseId: task.phaseId },
          { itemType: "document", itemId: documentKey(task.id, first.index), taskId: task.id },
          { itemType: "phase", itemId: task.phaseId, phaseId: task.phaseId },
          { itemType: "category", phaseId: task.phaseId, category },
        ],
      },
    }),
    201,
    "create space",
  );

  const db = await getDb();
  const [member, heir] = await Promise.all([
    createTestUser({ email: `member-${marker}@example.com` }),
    createTestUser({ email: `heir-${marker}@example.com` }),
  ]);
  await db.companyMember.createMany({ data: [member, heir].map((u) => ({ companyId, userId: u.id, role: "viewer" })) });
  const invitation = expectStatus(
    await call(inviteRoute, `/api/company/${companyId}/invitations`, {
      method: "POST",
      cookie,
      params: { id: companyId },
      body: { email: `invitee-${marker}@example.com`, role: "editor" },
    }),
    201,
    "invite",
  );

  const visitorEmail = `investor-${marker}@fund.example`;
  const visit = expectStatus(await visitShared(space.body.accessCode, visitorEmail), 200, "visit");
  const gated = expectStatus(
    await call(createSpaceRoute, "/api/shared-spaces", {
      method: "POST",
      cookie,
      body: { companyId, name: `${marker} gated room`, requireVerification: true },
    }),
    201,
    "create gated space",
  );

  return {
    user,
    marker,
    companyId,
    taskId: task.id,
    phaseId: task.phaseId,
    category,
    fileId,
    uploadId,
    removedId,
    versionId,
    spaceId: space.body.id,
    accessCode: space.body.accessCode,
    visitorEmail,
    visitorToken: visit.body.visitorToken,
    memberId: member.id,
    heirId: heir.id,
    invitationId: invitation.body.id,
    gatedAccessCode: gated.body.accessCode,
  };
}

export function visitShared(code: string, email: string, ip = VISITOR_IP) {
  return call(openSharedRoute, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email },
    headers: { "x-forwarded-for": ip, "user-agent": "SecurityTest/1.0" },
  });
}
