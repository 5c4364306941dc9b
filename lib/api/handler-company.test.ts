import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { ROLE_FORBIDDEN } from "@/lib/data/membership";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { countQueries } from "@/tests/helpers/query-count";
import { createTestCompany } from "@/tests/helpers/workspace";
import { withAuth } from "./handler";

setupTestDatabase();

// A route per place a request can name its company; each answers what the wrapper handed it.
const byPath = withAuth(async ({ company }) => ({ id: company.id, role: company.role }), { company: { from: "path", can: "write" } });
const byBody = withAuth(async ({ company, body }) => ({ id: company.id, note: body.note }), {
  company: { from: "body", can: "read" },
  body: z.strictObject({ companyId: z.uuid(), note: z.string() }),
});
const byQuery = withAuth(async ({ company }) => ({ id: company.id }), { company: { from: "query", can: "manageMembers", notFound: "Gone" } });

async function world() {
  const [ada, bob] = [await createTestUser(), await createTestUser()];
  const adaCompany = (await createTestCompany(ada)).id;
  const bobCompany = (await createTestCompany(bob)).id;
  return { ada, bob, adaCompany, bobCompany };
}

async function addMember(companyId: string, userId: string, role: string) {
  await (await getDb()).companyMember.create({ data: { companyId, userId, role } });
}

describe("withAuth with a declared company", () => {
  it("hands the handler the company and role the request names, from the path, the body or the query", async () => {
    const { ada, adaCompany } = await world();
    const path = await call(byPath, `/x/${adaCompany}`, { cookie: ada.cookie, params: { id: adaCompany } });
    expect(path).toMatchObject({ status: 200, body: { id: adaCompany, role: "owner" } });
    const body = await call(byBody, "/x", { method: "POST", cookie: ada.cookie, body: { companyId: adaCompany.toUpperCase(), note: "n" } });
    expect(body).toMatchObject({ status: 200, body: { id: adaCompany, note: "n" } });
    const query = await call(byQuery, "/x", { cookie: ada.cookie, query: { companyId: adaCompany } });
    expect(query).toMatchObject({ status: 200, body: { id: adaCompany } });
  });

  it("answers another company's id, a malformed one and a removed member 404, a role too low 403, no session 401", async () => {
    const { ada, bob, adaCompany, bobCompany } = await world();
    expect(await call(byPath, "/x", { cookie: ada.cookie, params: { id: bobCompany } })).toMatchObject({
      status: 404,
      body: { message: COMPANY_NOT_FOUND },
    });
    expect(await call(byPath, "/x", { cookie: ada.cookie, params: { id: "nope" } })).toMatchObject({
      status: 404,
      body: { message: COMPANY_NOT_FOUND },
    });
    expect(await call(byQuery, "/x", { cookie: ada.cookie, query: { companyId: bobCompany } })).toMatchObject({
      status: 404,
      body: { message: "Gone" },
    });
    expect((await call(byPath, "/x", { params: { id: adaCompany } })).status).toBe(401);

    await addMember(adaCompany, bob.id, "viewer");
    expect(await call(byPath, "/x", { cookie: bob.cookie, params: { id: adaCompany } })).toMatchObject({
      status: 403,
      body: { message: ROLE_FORBIDDEN },
    });
    expect((await call(byBody, "/x", { method: "POST", cookie: bob.cookie, body: { companyId: adaCompany, note: "n" } })).status).toBe(200);
    await (await getDb()).companyMember.delete({ where: { companyId_userId: { companyId: adaCompany, userId: bob.id } } });
    expect((await call(byBody, "/x", { method: "POST", cookie: bob.cookie, body: { companyId: adaCompany, note: "n" } })).status).toBe(404);
  });

  it("answers bad input 400 before any membership answer, as the routes did before the check moved here", async () => {
    const { ada, bobCompany } = await world();
    const res = await call(byBody, "/x", { method: "POST", cookie: ada.cookie, body: { companyId: bobCompany, note: 1 } });
    expect(res.status).toBe(400);
    expect((await call(byBody, "/x", { method: "POST", cookie: ada.cookie, body: { companyId: randomUUID(), note: "n" } })).status).toBe(404);
  });

  it("costs no statement for the user's current company (the session read its role), one read for another", async () => {
    const { ada, adaCompany, bobCompany } = await world();
    await addMember(bobCompany, ada.id, "editor");
    const current = await countQueries(() => call(byPath, "/x", { cookie: ada.cookie, params: { id: adaCompany } }));
    const other = await countQueries(() => call(byPath, "/x", { cookie: ada.cookie, params: { id: bobCompany } }));
    expect(current.result).toMatchObject({ status: 200, body: { role: "owner" } });
    expect(other.result).toMatchObject({ status: 200, body: { role: "editor" } });
    // The session's statement, then for the other company the membership's primary key.
    expect(current.tally.queries).toBe(1);
    expect(other.tally.queries).toBe(2);
  });
});
