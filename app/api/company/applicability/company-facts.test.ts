import { GET as getCompany } from "@/app/api/company/route";
import { PUT as updateCompany } from "@/app/api/company/[id]/route";
import { GET as listTasks } from "@/app/api/phases/[phaseId]/tasks/route";
import { getDb } from "@/lib/db";
import { parseDocumentLines } from "@/lib/progress/rules";
import type { Task } from "@/lib/checklist/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

// What the company does (property, card / health / EU-UK data, government, debt, regulated
// sectors) decides which lines apply; a fact not said hides nothing.
setupTestDatabase();

let ada: TestUser;
let companyId: string;

beforeEach(async () => {
  ada = await createTestUser();
  companyId = (await createTestCompany(ada)).id;
});

// The run's Postgres database is shared by every test file: this file's company goes afterwards.
afterEach(async () => {
  const db = await getDb();
  await db.company.deleteMany({ where: { id: companyId } });
});

const putFacts = (facts: Record<string, unknown>, id = companyId, cookie = ada.cookie) =>
  call(updateCompany, `/api/company/${id}`, { method: "PUT", cookie, params: { id }, body: { company: { name: "Acme", ...facts } } });

/** The shipped task with this slug as the company's task list shows it. */
async function task(slug: string): Promise<Task> {
  const db = await getDb();
  const row = await db.task.findFirstOrThrow({ where: { slug }, select: { id: true, phaseId: true } });
  const res = await call(listTasks, `/api/phases/${row.phaseId}/tasks`, { cookie: ada.cookie, params: { phaseId: row.phaseId } });
  return (res.body.data as Task[]).find((t) => t.id === row.id)!;
}
const hiddenNames = (t: Task) =>
  parseDocumentLines(t.description)
    .filter((l) => (t.notApplicable ?? []).includes(l.index))
    .map((l) => l.name);

describe("facts about what the company does", () => {
  it("stores each fact and the sector list, and answers them back", async () => {
    const res = await putFacts({
      ownsRealProperty: "yes",
      cardData: false,
      healthData: "no",
      euUkPersonalData: true,
      sellsToGovernment: "",
      hasDebt: "no",
      regulatedSectors: ["lending", "insurance", "lending"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ownsRealProperty: true,
      cardData: false,
      healthData: false,
      euUkPersonalData: true,
      sellsToGovernment: null,
      hasDebt: false,
      regulatedSectors: ["lending", "insurance"],
    });
    expect((await call(getCompany, "/api/company", { cookie: ada.cookie })).body).toMatchObject({ regulatedSectors: ["lending", "insurance"] });
    expect((await putFacts({ regulatedSectors: ["none"] })).body.regulatedSectors).toEqual(["none"]);
    expect((await putFacts({ regulatedSectors: [] })).body.regulatedSectors).toEqual([]);
  });

  it("hides the debt lines only from a company that said it has no borrowings", async () => {
    const consent = "Lender no-objection letters for the fundraise";
    const usLoans = "Loan and security agreements, with warrants issued to the lender";
    await putFacts({ countryOfIncorporation: "US" });
    expect(hiddenNames(await task("financial-debt-facilities"))).not.toContain(consent);
    expect(hiddenNames(await task("financial-us-liens-debt"))).not.toContain(usLoans);
    await putFacts({ hasDebt: "no" });
    expect(hiddenNames(await task("financial-debt-facilities"))).toContain(consent);
    expect(hiddenNames(await task("financial-us-liens-debt"))).toContain(usLoans);
    await putFacts({ hasDebt: "" });
    expect(hiddenNames(await task("financial-debt-facilities"))).not.toContain(consent);
  });

  it("shows a licence to a company in its sector, or whose sectors are not said, and not to one in another sector", async () => {
    const nbfc = "RBI certificate of registration as an NBFC, for lending businesses";
    await putFacts({ countryOfIncorporation: "IN" });
    expect(hiddenNames(await task("risk-sector-licences"))).not.toContain(nbfc);
    await putFacts({ regulatedSectors: ["health"] });
    expect(hiddenNames(await task("risk-sector-licences"))).toContain(nbfc);
    await putFacts({ regulatedSectors: ["none"] });
    const none = hiddenNames(await task("risk-sector-licences"));
    expect(none).toContain(nbfc);
    expect(none).not.toContain("FSSAI licence or registration, for food businesses");
  });

  it.each([
    ["a sector that is not a choice", { regulatedSectors: ["gambling"] }],
    ["'none' beside a sector", { regulatedSectors: ["none", "lending"] }],
    ["a sector list that is not a list", { regulatedSectors: "lending" }],
    ["a yes/no fact that is neither", { hasDebt: "maybe" }],
    ["a yes/no fact as a number", { cardData: 1 }],
  ])("refuses %s with a message, writing nothing", async (_label, facts) => {
    const res = await putFacts(facts);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    const db = await getDb();
    expect(
      await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { regulatedSectors: true, hasDebt: true, cardData: true } }),
    ).toEqual({
      regulatedSectors: [],
      hasDebt: null,
      cardData: null,
    });
  });

  it("answers 404 for another company's id and leaves its facts alone", async () => {
    const bob = await createTestUser();
    const bobCompany = await createTestCompany(bob);
    try {
      const res = await putFacts({ hasDebt: "yes", regulatedSectors: ["crypto"] }, bobCompany.id);
      expect(res.status).toBe(404);
      const db = await getDb();
      expect(await db.company.findUniqueOrThrow({ where: { id: bobCompany.id }, select: { regulatedSectors: true, hasDebt: true } })).toEqual({
        regulatedSectors: [],
        hasDebt: null,
      });
    } finally {
      const db = await getDb();
      await db.company.deleteMany({ where: { id: bobCompany.id } });
    }
  });
});
