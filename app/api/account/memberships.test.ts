import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as companyRoute, POST as createCompanyRoute } from "@/app/api/company/route";
import { POST as transferRoute } from "@/app/api/company/[id]/transfer/route";
import { POST as createSpaceRoute } from "@/app/api/shared-spaces/route";
import { COMPANY_COOKIE } from "@/lib/account/session";
import { TRANSFER_SETTINGS_PATH, transferBeforeDeleteMessage } from "@/lib/account/delete";
import { getDb } from "@/lib/db";
import type { Role } from "@/lib/team/rules/roles";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";
import { isolateStorageDir } from "@/tests/security/fixtures";

setupTestDatabase();
isolateStorageDir();

const newUser = (name: string) => createTestUser({ email: `${name}-${crypto.randomUUID()}@roles.test` });
const remove = (user: TestUser) => call(deleteAccountRoute, "/api/account", { method: "DELETE", cookie: user.cookie, body: { confirm: user.email } });

async function join(user: TestUser, companyId: string, role: Role) {
  await (await getDb()).companyMember.create({ data: { companyId, userId: user.id, role } });
}

async function exportJson(user: TestUser) {
  const res = await exportRoute(new NextRequest("http://localhost:3000/api/account/export", { headers: { cookie: user.cookie } }), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  const zip = Buffer.from(await new Response(Readable.toWeb(Readable.from(res.body as never)) as never).arrayBuffer());
  const dir = mkdtempSync(path.join(os.tmpdir(), "roles-export-"));
  try {
    const file = path.join(dir, "x.zip");
    writeFileSync(file, zip);
    return JSON.parse(execFileSync("unzip", ["-p", file, "data.json"], { encoding: "utf8" }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("DELETE /api/account with members", () => {
  it("refuses an owner whose company has other members, names it and changes nothing", async () => {
    const owner = await newUser("owner");
    const company = await createTestCompany(owner, { name: "Acme Robotics" });
    const editor = await newUser("editor");
    await join(editor, company.id, "editor");

    const res = await remove(owner);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(transferBeforeDeleteMessage(["Acme Robotics"]));
    expect(res.body.companies).toEqual([{ id: company.id, name: "Acme Robotics", transferUrl: `/api/company/${company.id}/transfer` }]);
    expect(res.body.settingsPath).toBe(TRANSFER_SETTINGS_PATH);
    const db = await getDb();
    expect(await db.user.count({ where: { id: owner.id } })).toBe(1);
    expect(await db.companyMember.count({ where: { companyId: company.id } })).toBe(2);
  });

  it("after a transfer the old owner's account goes, the company stays with its new owner and keeps the spaces they created", async () => {
    const owner = await newUser("owner");
    const company = await createTestCompany(owner, { name: "Handover Co" });
    const editor = await newUser("editor");
    await join(editor, company.id, "editor");
    const space = await call(createSpaceRoute, "/api/shared-spaces", {
      method: "POST",
      cookie: owner.cookie,
      body: { companyId: company.id, name: "Investor room" },
    });
    expect(space.status).toBe(201);
    expect(
      (await call(transferRoute, "/", { method: "POST", cookie: owner.cookie, params: { id: company.id }, body: { userId: editor.id } })).status,
    ).toBe(200);

    expect((await remove(owner)).status).toBe(200);
    const db = await getDb();
    expect(await db.user.count({ where: { id: owner.id } })).toBe(0);
    expect((await db.company.findUnique({ where: { id: company.id }, select: { userId: true } }))?.userId).toBe(editor.id);
    expect(await db.companyMember.findMany({ where: { companyId: company.id }, select: { userId: true, role: true } })).toEqual([
      { userId: editor.id, role: "owner" },
    ]);
    expect((await db.sharedSpace.findUnique({ where: { id: space.body.id }, select: { createdById: true } }))?.createdById).toBe(editor.id);
  });

  it("a member's account leaves the company and its work intact; an owner alone deletes their company", async () => {
    const owner = await newUser("owner");
    const company = await createTestCompany(owner);
    const viewer = await newUser("viewer");
    await join(viewer, company.id, "viewer");
    expect((await remove(viewer)).status).toBe(200);
    const db = await getDb();
    expect(await db.company.count({ where: { id: company.id } })).toBe(1);
    expect(await db.companyMember.count({ where: { companyId: company.id } })).toBe(1);

    expect((await remove(owner)).status).toBe(200);
    expect(await db.company.count({ where: { id: company.id } })).toBe(0);
  });
});

describe("GET /api/account/export with members", () => {
  it("exports the company the user owns in full and names the others with the role", async () => {
    const member = await newUser("member");
    const own = await createTestCompany(member, { name: "Own Co" });
    const owner = await newUser("owner");
    const joined = await createTestCompany(owner, { name: "Joined Co" });
    await join(member, joined.id, "viewer");

    const data = await exportJson(member);
    expect(data.company.id).toBe(own.id);
    expect(data.account.memberships).toBeUndefined();
    expect(data.memberships.map((m: { companyId: string; companyName: string; role: string }) => [m.companyId, m.companyName, m.role])).toEqual([
      [own.id, "Own Co", "owner"],
      [joined.id, "Joined Co", "viewer"],
    ]);
  });

  it("a member without a company of their own exports no company data, only the membership", async () => {
    const owner = await newUser("owner");
    const joined = await createTestCompany(owner, { name: "Secret Co" });
    const editor = await newUser("editor");
    await join(editor, joined.id, "editor");
    const data = await exportJson(editor);
    expect(data.company).toBeNull();
    expect(data.files).toEqual([]);
    expect(data.memberships).toEqual([expect.objectContaining({ companyId: joined.id, role: "editor" })]);
  });
});

describe("POST /api/company by a member of another company", () => {
  it("creates their own company and makes it the current one", async () => {
    const owner = await newUser("owner");
    const joined = await createTestCompany(owner);
    const member = await newUser("member");
    await join(member, joined.id, "editor");
    const joinedCookie = `${member.cookie}; ${COMPANY_COOKIE}=${joined.id}`;
    expect((await call(companyRoute, "/api/company", { cookie: joinedCookie })).body.id).toBe(joined.id);

    const created = await call(createCompanyRoute, "/api/company", {
      method: "POST",
      cookie: joinedCookie,
      body: { company: { name: "Side Project" }, founders: [] },
    });
    expect(created.status).toBe(201);
    const cookie = created.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${COMPANY_COOKIE}=${created.body.id}`);
    expect((await call(companyRoute, "/api/company", { cookie: `${member.cookie}; ${COMPANY_COOKIE}=${created.body.id}` })).body.name).toBe(
      "Side Project",
    );
  });
});
