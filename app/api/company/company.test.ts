import { GET as getCompany, POST as createCompany } from "@/app/api/company/route";
import { PUT as updateCompany } from "@/app/api/company/[id]/route";
import { getDb } from "@/lib/db";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

setupTestDatabase();

const BAD_BODIES: [string, object][] = [
  ["malformed JSON", { rawBody: "{not json", headers: { "content-type": "application/json" } }],
  ["a missing name", { body: { company: { industry: "Fintech" } } }],
  ["a blank name", { body: { company: { name: "   " } } }],
  ["wrong types", { body: { name: 42, employeeCount: { n: 1 } } }],
  ["an unknown field", { body: { name: "Acme", userId: "00000000-0000-4000-8000-000000000000" } }],
  ["a negative revenue", { body: { name: "Acme", monthlyRevenue: "-5" } }],
  ["too many decimals", { body: { name: "Acme", monthlyRevenue: "1.234" } }],
  ["too many digits", { body: { name: "Acme", monthlyRevenue: "12345678901.00" } }],
  ["a fractional employee count", { body: { name: "Acme", employeeCount: "4.5" } }],
  ["a bad date", { body: { name: "Acme", foundedDate: "not a date" } }],
  ["an array body", { body: [] }],
  ["a null body", { body: null }],
];

describe("GET /api/company", () => {
  it("answers 401 when signed out", async () => {
    const res = await call(getCompany, "/api/company");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("answers 404 with a message when the user has no company", async () => {
    const user = await createTestUser();
    const res = await call(getCompany, "/api/company", { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Company not found" });
  });

  it("answers the user's own company only", async () => {
    const [ada, bob] = [await createTestUser(), await createTestUser()];
    const adaCompany = await createTestCompany(ada, { name: "Ada Labs" });
    await createTestCompany(bob, { name: "Bob Co" });
    const res = await call(getCompany, "/api/company", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: adaCompany.id, userId: ada.id, name: "Ada Labs" });
  });
});

describe("POST /api/company", () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await createTestUser();
  });

  it("answers 401 when signed out", async () => {
    expect((await call(createCompany, "/api/company", { method: "POST", body: { name: "Acme" } })).status).toBe(401);
  });

  it("creates from the onboarding shape and answers 201 with every field", async () => {
    const res = await call(createCompany, "/api/company", {
      method: "POST",
      cookie: user.cookie,
      body: { company: { name: "  Acme  ", industry: "Fintech", stage: "Pre-revenue, pivoting", description: "We move money" }, founders: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      userId: user.id,
      name: "Acme",
      description: "We move money",
      logoUrl: null,
      industry: "Fintech",
      stage: "Pre-revenue, pivoting",
      foundedDate: null,
      monthlyRevenue: null,
      employeeCount: null,
      previousFunding: null,
      targetFunding: null,
      countryOfIncorporation: null,
      entityType: null,
      countriesOfOperation: [],
      foreignInvestors: null,
      headcountBand: null,
      regulatedSectors: [],
      hasSubsidiaries: null,
      ownsRealProperty: null,
      cardData: null,
      healthData: null,
      euUkPersonalData: null,
      sellsToGovernment: null,
      hasDebt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await call(getCompany, "/api/company", { cookie: user.cookie });
    expect(again.body).toEqual(res.body);
  });

  it("creates from bare profile fields: decimals exact, integers converted, empty strings omitted", async () => {
    const res = await call(createCompany, "/api/company", {
      method: "POST",
      cookie: user.cookie,
      body: {
        name: "Acme",
        industry: "",
        stage: "seed",
        foundedDate: "2021-03-04",
        employeeCount: "42",
        monthlyRevenue: "1234567890.12",
        previousFunding: "",
        targetFunding: "5000000",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      industry: null,
      stage: "seed",
      foundedDate: "2021-03-04T00:00:00.000Z",
      employeeCount: 42,
      monthlyRevenue: "1234567890.12",
      previousFunding: null,
      targetFunding: "5000000.00",
    });
    const db = await getDb();
    const row = await db.company.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.monthlyRevenue?.toFixed(2)).toBe("1234567890.12");
  });

  it("answers 409 when the user already has a company (one company per user)", async () => {
    await createTestCompany(user, { name: "First" });
    const res = await call(createCompany, "/api/company", { method: "POST", cookie: user.cookie, body: { name: "Second" } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Company already exists" });
    const db = await getDb();
    expect(await db.company.count({ where: { userId: user.id } })).toBe(1);
  });

  it.each(BAD_BODIES)("answers 400 with a message for %s", async (_label, options) => {
    const res = await call(createCompany, "/api/company", { method: "POST", cookie: user.cookie, ...options });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    const db = await getDb();
    expect(await db.company.count({ where: { userId: user.id } })).toBe(0);
  });

  it("says 'Company name required' for a blank name", async () => {
    const res = await call(createCompany, "/api/company", { method: "POST", cookie: user.cookie, body: { company: { name: " " }, founders: [] } });
    expect(res.body.message).toMatch(/Company name required/);
  });
});

describe("PUT /api/company/{id}", () => {
  let ada: TestUser;
  let bob: TestUser;
  let adaCompanyId: string;
  let bobCompanyId: string;
  beforeEach(async () => {
    [ada, bob] = [await createTestUser(), await createTestUser()];
    adaCompanyId = (await createTestCompany(ada, { name: "Ada Labs" })).id;
    bobCompanyId = (await createTestCompany(bob, { name: "Bob Co" })).id;
  });
  const put = (id: string, cookie: string | undefined, body: unknown) =>
    call(updateCompany, `/api/company/${id}`, { method: "PUT", cookie, params: { id }, body });

  it("answers 401 when signed out", async () => {
    expect((await put(adaCompanyId, undefined, { company: { name: "X" } })).status).toBe(401);
  });

  it("updates the company and round-trips every field exactly", async () => {
    const res = await put(adaCompanyId, ada.cookie, {
      company: {
        name: "Ada Labs 2",
        description: "New description",
        industry: "AI",
        stage: "series-c",
        foundedDate: "2019-12-31",
        employeeCount: 42,
        monthlyRevenue: "1234567890.12",
        previousFunding: "0.5",
        targetFunding: "9999999999.99",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: adaCompanyId,
      name: "Ada Labs 2",
      description: "New description",
      foundedDate: "2019-12-31T00:00:00.000Z",
      employeeCount: 42,
      monthlyRevenue: "1234567890.12",
      previousFunding: "0.50",
      targetFunding: "9999999999.99",
    });
    expect((await call(getCompany, "/api/company", { cookie: ada.cookie })).body).toEqual(res.body);
  });

  it("clears fields sent as empty strings and leaves absent ones alone", async () => {
    await put(adaCompanyId, ada.cookie, { company: { name: "Ada Labs", industry: "AI", employeeCount: "7", monthlyRevenue: "10" } });
    const res = await put(adaCompanyId, ada.cookie, { company: { name: "Ada Labs", industry: "", monthlyRevenue: "" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ industry: null, monthlyRevenue: null, employeeCount: 7 });
  });

  it("answers 404 for another user's company and leaves it unchanged", async () => {
    const res = await put(bobCompanyId, ada.cookie, { company: { name: "Hijacked" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Company not found" });
    const db = await getDb();
    expect((await db.company.findUniqueOrThrow({ where: { id: bobCompanyId } })).name).toBe("Bob Co");
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000"])("answers 404 for the id %s", async (id) => {
    expect((await put(id, ada.cookie, { company: { name: "X" } })).status).toBe(404);
  });

  it.each(BAD_BODIES)("answers 400 with a message for %s", async (_label, options) => {
    const res = await call(updateCompany, `/api/company/${adaCompanyId}`, {
      method: "PUT",
      cookie: ada.cookie,
      params: { id: adaCompanyId },
      ...options,
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it("refuses to move the company to another user (userId is not writable)", async () => {
    const res = await put(adaCompanyId, ada.cookie, { company: { name: "Ada Labs", userId: bob.id } });
    expect(res.status).toBe(400);
    const db = await getDb();
    expect((await db.company.findUniqueOrThrow({ where: { id: adaCompanyId } })).userId).toBe(ada.id);
  });
});
