import { GET as search } from "@/app/api/search/route";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import type { SearchResult } from "@/lib/search/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

// Search lists only what the company's checklist shows: a line another country's law asks for is
// neither named nor used to find its task, nor are the files and names stored on it.
setupTestDatabase();

const INDIA_ONLY = "Beneficiary position (BENPOS) statement from the registrar and transfer agent";

let ada: TestUser;
let companyId: string;
let taskId: string;
let line: number;

const find = async (q: string) => {
  const res = await call(search, "/api/search", { cookie: ada.cookie, query: { q } });
  expect(res.status).toBe(200);
  return res.body.data as SearchResult[];
};
const setCountry = async (country: string) => {
  const db = await getDb();
  await db.company.update({ where: { id: companyId }, data: { countryOfIncorporation: country } });
};

beforeEach(async () => {
  ada = await createTestUser();
  companyId = (await createTestCompany(ada)).id;
  const db = await getDb();
  const task = await db.task.findFirstOrThrow({ where: { slug: "legal-cap-table-register-of-members" }, select: { id: true, description: true } });
  taskId = task.id;
  line = parseDocumentLines(task.description).find((l) => l.name === INDIA_ONLY)!.index;
});

// The run's Postgres database is shared by every test file: this file's company goes afterwards.
afterEach(async () => {
  const db = await getDb();
  await db.company.deleteMany({ where: { id: companyId } });
});

describe("GET /api/search finds only the company's applicable lines", () => {
  it("names an India-only line to an Indian company and not to a US one, whose task still applies", async () => {
    await setCountry("IN");
    expect(await find("benpos")).toContainEqual(expect.objectContaining({ kind: "document", taskId, label: INDIA_ONLY }));
    await setCountry("US");
    expect((await find("benpos")).filter((r) => r.taskId === taskId)).toEqual([]);
    // The task itself is still found by its own words.
    expect(await find("register of members")).toContainEqual(expect.objectContaining({ taskId }));
  });

  it("finds a file by its name with the document it is on, and not once that line no longer applies", async () => {
    await setCountry("IN");
    const file = await uploadFile(ada.cookie, companyId, undefined, "Zanzibar holdings statement.pdf");
    const key = documentKey(taskId, line);
    const db = await getDb();
    await db.companyProgress.create({
      data: {
        companyId,
        taskId,
        documents: { [key]: { id: key, name: INDIA_ONLY, completed: true, fileUrl: file.body.url, fileName: "Zanzibar holdings statement.pdf" } },
      },
    });
    expect(await find("zanzibar")).toEqual([
      expect.objectContaining({ kind: "file", taskId, label: "Zanzibar holdings statement.pdf", documentName: INDIA_ONLY }),
    ]);
    await setCountry("US");
    expect(await find("zanzibar")).toEqual([]);
    expect((await find("benpos")).filter((r) => r.taskId === taskId)).toEqual([]);
  });
});
