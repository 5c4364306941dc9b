import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { uploadFile } from "@/tests/helpers/files";
import { createTestCompany } from "@/tests/helpers/workspace";
import { isolateStorageDir } from "@/tests/security/fixtures";

// The export lays files out as the company's checklist shows them: a file on a line that does not
// apply to the company (another country's) is kept, in a folder of its own, never under the task.
setupTestDatabase();
isolateStorageDir();

const INDIA_ONLY = "Beneficiary position (BENPOS) statement from the registrar and transfer agent";
const CORE = "Fully diluted capitalisation table, reconciled to the register of members";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "export-applicable-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function entryNames(zip: Buffer): string[] {
  const file = path.join(dir, `x-${Date.now()}.zip`);
  writeFileSync(file, zip);
  return execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
}
function entry(zip: Buffer, name: string): string {
  const file = path.join(dir, `y-${Date.now()}.zip`);
  writeFileSync(file, zip);
  return execFileSync("unzip", ["-p", file, name], { encoding: "utf8" });
}

describe("GET /api/account/export of a US company", () => {
  it("puts a file on an India-only line outside the checklist's folders, and its entry apart in data.json", async () => {
    const user = await createTestUser();
    const company = await createTestCompany(user);
    const db = await getDb();
    await db.company.update({ where: { id: company.id }, data: { countryOfIncorporation: "US" } });
    const task = await db.task.findFirstOrThrow({
      where: { slug: "legal-cap-table-register-of-members" },
      include: { phase: true },
    });
    const lines = parseDocumentLines(task.description);
    const [india, core] = [INDIA_ONLY, CORE].map((name) => documentKey(task.id, lines.find((l) => l.name === name)!.index));
    const indiaFile = await uploadFile(user.cookie, company.id, undefined, "benpos.pdf");
    const coreFile = await uploadFile(user.cookie, company.id, undefined, "captable.pdf");
    const doc = (key: string, name: string, url: string, fileName: string) => ({ [key]: { id: key, name, completed: true, fileUrl: url, fileName } });
    await db.companyProgress.create({
      data: {
        companyId: company.id,
        taskId: task.id,
        documents: { ...doc(india, INDIA_ONLY, indiaFile.body.url, "benpos.pdf"), ...doc(core, CORE, coreFile.body.url, "captable.pdf") },
      },
    });

    const res = await exportRoute(new NextRequest("http://localhost:3000/api/account/export", { headers: { cookie: user.cookie } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const zip = Buffer.from(await res.arrayBuffer());
    const names = entryNames(zip);
    const taskFolder = `files/${task.phase.order}. ${task.phase.name}/${task.category ?? "General"}/${task.title}`;
    expect(names).toContain(`${taskFolder}/captable.pdf`);
    expect(names).toContain("files/Not applicable to your company/benpos.pdf");
    expect(names.filter((n) => n.startsWith(taskFolder))).toEqual([`${taskFolder}/captable.pdf`]);

    const data = JSON.parse(entry(zip, "data.json"));
    expect(Object.keys(data.progress[0].documents)).toEqual([core]);
    expect(Object.keys(data.progress[0].notApplicableDocuments)).toEqual([india]);
  });
});
