import { PUT as putList } from "@/app/api/company/[id]/[kind]/route";
import { GET as getTeam } from "@/app/api/company/[id]/team/route";
import { getDb } from "@/lib/db";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

setupTestDatabase();

let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
});

const put = (kind: string, id: string, cookie: string | undefined, body: unknown) =>
  call(putList, `/api/company/${id}/${kind}`, { method: "PUT", cookie, params: { id, kind }, body });
const team = (id: string, cookie: string | undefined) => call(getTeam, `/api/company/${id}/team`, { cookie, params: { id } });

const SAMPLES = {
  founders: [{ name: "Ada", title: "CEO", email: "ada@example.com", linkedinUrl: "https://linkedin.com/in/ada", equityPercentage: "12.50" }],
  employees: [{ name: "Eve", title: "Engineer", department: "R&D", email: "", joinDate: "2024-02-01" }],
  advisors: [{ name: "Alan", title: "Advisor", company: "Bletchley", expertise: "Crypto", advisorySince: "2023-05-06" }],
  investors: [
    {
      name: "Vera",
      firm: "Vera Ventures",
      investmentAmount: "1234567890123.45",
      investmentRound: "Seed",
      equityPercentage: "7.25",
      investmentDate: "2024-07-01",
      leadInvestor: true,
    },
  ],
} as const;

describe("GET /api/company/{id}/team", () => {
  it("answers 401 when signed out", async () => {
    expect((await team(adaCompanyId, undefined)).status).toBe(401);
  });

  it("answers four empty lists for a new company", async () => {
    const res = await team(adaCompanyId, ada.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ founders: [], employees: [], advisors: [], investors: [] });
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000"])("answers 404 for the id %s", async (id) => {
    expect((await team(id, ada.cookie)).status).toBe(404);
  });

  it("answers 404 for another user's company", async () => {
    await put("founders", bobCompanyId, bob.cookie, { founders: [{ name: "Bob" }] });
    const res = await team(bobCompanyId, ada.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Company not found" });
  });
});

describe("PUT /api/company/{id}/{founders|employees|advisors|investors}", () => {
  it.each(Object.keys(SAMPLES))("answers 401 for %s when signed out", async (kind) => {
    expect((await put(kind, adaCompanyId, undefined, { [kind]: [] })).status).toBe(401);
  });

  it("saves founders with exact equity and answers { data }", async () => {
    const res = await put("founders", adaCompanyId, ada.cookie, { founders: SAMPLES.founders });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: expect.any(String),
          companyId: adaCompanyId,
          name: "Ada",
          title: "CEO",
          email: "ada@example.com",
          linkedinUrl: "https://linkedin.com/in/ada",
          equityPercentage: "12.50",
          position: 0,
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it("saves employees, advisors and investors; decimals and dates round-trip; empty strings become null", async () => {
    for (const kind of ["employees", "advisors", "investors"] as const) {
      expect((await put(kind, adaCompanyId, ada.cookie, { [kind]: SAMPLES[kind] })).status).toBe(200);
    }
    const res = await team(adaCompanyId, ada.cookie);
    expect(res.body.employees[0]).toMatchObject({ name: "Eve", department: "R&D", email: null, joinDate: "2024-02-01T00:00:00.000Z" });
    expect(res.body.advisors[0]).toMatchObject({
      name: "Alan",
      company: "Bletchley",
      expertise: "Crypto",
      advisorySince: "2023-05-06T00:00:00.000Z",
    });
    expect(res.body.investors[0]).toMatchObject({
      name: "Vera",
      firm: "Vera Ventures",
      investmentAmount: "1234567890123.45",
      equityPercentage: "7.25",
      investmentRound: "Seed",
      investmentDate: "2024-07-01T00:00:00.000Z",
      leadInvestor: true,
    });
  });

  it("replaces the whole list and keeps the order sent", async () => {
    const names = ["Zed", "Amy", "Max", "Bea"];
    await put("founders", adaCompanyId, ada.cookie, { founders: [{ name: "Old" }, { name: "Older" }] });
    const res = await put("founders", adaCompanyId, ada.cookie, { founders: names.map((name) => ({ name })) });
    expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(names);
    expect(res.body.data.map((f: { position: number }) => f.position)).toEqual([0, 1, 2, 3]);
    expect((await team(adaCompanyId, ada.cookie)).body.founders.map((f: { name: string }) => f.name)).toEqual(names);

    const reordered = [...names].reverse();
    const sentBack = reordered.map((name) => res.body.data.find((f: { name: string }) => f.name === name));
    const again = await put("founders", adaCompanyId, ada.cookie, {
      founders: sentBack.map(({ id, name }: { id: string; name: string }) => ({ id, name })),
    });
    expect(again.body.data.map((f: { name: string }) => f.name)).toEqual(reordered);
  });

  it("empties a list", async () => {
    await put("employees", adaCompanyId, ada.cookie, { employees: SAMPLES.employees });
    const res = await put("employees", adaCompanyId, ada.cookie, { employees: [] });
    expect(res.body).toEqual({ data: [] });
  });

  it("answers 404 for another user's company and leaves their team unchanged", async () => {
    await put("founders", bobCompanyId, bob.cookie, { founders: [{ name: "Bob" }] });
    for (const kind of Object.keys(SAMPLES)) {
      const res = await put(kind, bobCompanyId, ada.cookie, { [kind]: [] });
      expect(res.status).toBe(404);
    }
    const db = await getDb();
    expect(await db.founder.findMany({ where: { companyId: bobCompanyId }, select: { name: true } })).toEqual([{ name: "Bob" }]);
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000"])("answers 404 for the company id %s", async (id) => {
    expect((await put("founders", id, ada.cookie, { founders: [] })).status).toBe(404);
  });

  it("answers 404 for an unknown list name", async () => {
    expect((await put("pets", adaCompanyId, ada.cookie, { pets: [] })).status).toBe(404);
  });

  it.each([
    ["malformed JSON", "founders", { rawBody: "[", headers: { "content-type": "application/json" } }],
    ["the wrong key", "founders", { body: { employees: [] } }],
    ["a missing list", "founders", { body: {} }],
    ["a list that is not an array", "advisors", { body: { advisors: { name: "x" } } }],
    ["a nameless entry", "employees", { body: { employees: [{ title: "CTO" }] } }],
    ["a blank name", "founders", { body: { founders: [{ name: "  " }] } }],
    ["an unknown field", "founders", { body: { founders: [{ name: "Ada", salary: 1 }] } }],
    ["equity over 100", "founders", { body: { founders: [{ name: "Ada", equityPercentage: "100.01" }] } }],
    ["equity with 3 decimals", "investors", { body: { investors: [{ name: "V", equityPercentage: "1.234" }] } }],
    ["a 14-digit amount", "investors", { body: { investors: [{ name: "V", investmentAmount: "12345678901234" }] } }],
    ["a bad date", "employees", { body: { employees: [{ name: "E", joinDate: "yesterday" }] } }],
    ["wrong types", "investors", { body: { investors: [{ name: "V", leadInvestor: "yes" }] } }],
  ])("answers 400 for %s and keeps the saved list", async (_label, kind, options) => {
    await put("founders", adaCompanyId, ada.cookie, { founders: [{ name: "Keep" }] });
    const res = await call(putList, `/api/company/${adaCompanyId}/${kind}`, {
      method: "PUT",
      cookie: ada.cookie,
      params: { id: adaCompanyId, kind },
      ...options,
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect((await team(adaCompanyId, ada.cookie)).body.founders.map((f: { name: string }) => f.name)).toEqual(["Keep"]);
  });
});
