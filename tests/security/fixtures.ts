import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as createSpaceRoute } from "@/app/api/shared-spaces/route";
import { POST as inviteRoute } from "@/app/api/company/[id]/invitations/route";
import { GET as openSharedRoute } from "@/app/api/shared/[accessCode]/route";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { startDirectUpload } from "@/tests/helpers/direct-upload";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";
import { createCompanyWithTeam, expectStatus, saveDocuments } from "./tenant-steps";

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

export async function createTenant(label: string): Promise<Tenant> {
  const marker = `${label}-${randomUUID().slice(0, 8)}`;
  const user = await createTestUser({ email: `${marker}@example.com`, firstName: label });
  const cookie = user.cookie;

  const companyId = await createCompanyWithTeam(cookie, marker);

  const upload = expectStatus(await uploadFile(cookie, companyId, PDF_BYTES, `${marker}.pdf`), 201, "upload");
  const fileId = upload.body.id as string;
  const started = expectStatus(
    // Declared as the 9 bytes the route table's JSON body `"planted"` sends, so its PUT and completion succeed.
    await startDirectUpload(cookie, { companyId, fileName: `${marker}-direct.txt`, size: 9, contentType: "application/json" }),
    201,
    "start direct upload",
  );
  const uploadId = started.body.id;

  const { task, first, removedId, versionId } = await saveDocuments(cookie, companyId, marker, fileId);

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
