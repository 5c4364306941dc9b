import { GET as batchProgress } from "@/app/api/company/[id]/phases/progress/batch/route";
import { GET as listProgress } from "@/app/api/company/[id]/progress/route";
import { PUT as updateCompany } from "@/app/api/company/[id]/route";
import { GET as listPhases } from "@/app/api/phases/route";
import { checklist } from "@/lib/checklist";
import { GET as listTasks } from "@/app/api/phases/[phaseId]/tasks/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { shippedTagIndex } from "@/lib/checklist/metadata";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import type { Task } from "@/lib/checklist/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

// Company facts decide which checklist lines apply; progress counts only those.
setupTestDatabase();

let ada: TestUser;
let companyId: string;
let slugById: Map<string, string>;

beforeEach(async () => {
  ada = await createTestUser();
  companyId = (await createTestCompany(ada)).id;
  const db = await getDb();
  slugById = new Map((await db.task.findMany({ select: { id: true, slug: true } })).map((t) => [t.id, t.slug]));
});

// The run's Postgres database is shared by every test file: the rows this file puts on the shipped
// tasks would show up in the seed tests' counts, so the company (and its progress) goes afterwards.
afterEach(async () => {
  const db = await getDb();
  await db.company.deleteMany({ where: { id: companyId } });
});

const putFacts = (facts: Record<string, unknown>, cookie = ada.cookie) =>
  call(updateCompany, `/api/company/${companyId}`, {
    method: "PUT",
    cookie,
    params: { id: companyId },
    body: { company: { name: "Acme", ...facts } },
  });
const save = (body: Record<string, unknown>) =>
  call(saveProgress, "/api/progress", { method: "POST", cookie: ada.cookie, body: { companyId, ...body } });

/**
 * The shipped checklist's phases only: on the shared PostgreSQL database other suites add phases of
 * their own at the same time (more than the batch call's 50).
 */
async function checklistPhases(): Promise<{ id: string }[]> {
  const names = new Set(checklist.map((phase) => phase.name));
  const all = (await call(listPhases, "/api/phases", { cookie: ada.cookie })).body.data as { id: string; name: string }[];
  return all.filter((phase) => names.has(phase.name));
}

async function allTasks(): Promise<Task[]> {
  const phases = await checklistPhases();
  const lists = await Promise.all(phases.map((p) => call(listTasks, `/api/phases/${p.id}/tasks`, { cookie: ada.cookie, params: { phaseId: p.id } })));
  return lists.flatMap((res) => res.body.data as Task[]);
}

async function phaseFigures() {
  const phases = await checklistPhases();
  const res = await call(batchProgress, `/api/company/${companyId}/phases/progress/batch`, {
    cookie: ada.cookie,
    params: { id: companyId },
    query: { phaseIds: phases.map((p) => p.id).join(",") },
  });
  return res.body as { phaseId: string; completed: number; total: number }[];
}

/** Jurisdiction of each visible (applicable) line of a task, from the shipped tags. */
function visibleJurisdictions(task: Task): string[] {
  const slug = slugById.get(task.id)!;
  const tags = [...(shippedTagIndex().get(slug)?.values() ?? [])];
  const hidden = new Set(task.notApplicable ?? []);
  return tags.filter((_t, i) => !hidden.has(i)).map((t) => t.jurisdiction ?? "core");
}

/** Attaches a link to every line that applies, through the API, as a founder would. */
async function completeApplicable(tasks: Task[]) {
  for (const task of tasks) {
    const hidden = new Set(task.notApplicable ?? []);
    const lines = parseDocumentLines(task.description).filter((line) => !hidden.has(line.index));
    if (!lines.length) continue;
    const documents = Object.fromEntries(
      lines.map((line) => {
        const key = documentKey(task.id, line.index);
        return [key, { id: key, name: line.name, completed: true, fileUrl: "https://example.com/doc", fileName: "Link attached" }];
      }),
    );
    const res = await save({ taskId: task.id, documents });
    expect(res.status).toBe(200);
  }
}

describe("applicability by company facts", () => {
  it("shows a company with no country, and one incorporated elsewhere ('Other'), only the core lines; India's once it says India", async () => {
    const visibleNow = async () => new Set((await allTasks()).flatMap(visibleJurisdictions));
    expect([...(await visibleNow())]).toEqual(["core"]);
    expect((await putFacts({ countryOfIncorporation: "OTHER" })).status).toBe(200);
    expect([...(await visibleNow())]).toEqual(["core"]);
    expect((await putFacts({ countryOfIncorporation: "IN" })).status).toBe(200);
    const india = await visibleNow();
    expect(india).toContain("IN");
    expect(india).toContain("core");
    expect(india).not.toContain("US");
  });

  it("shows a Delaware company the US overlay and none of the India-only lines, and it reaches 100% without marking anything N/A", async () => {
    expect((await putFacts({ countryOfIncorporation: "US", entityType: "c-corp", countriesOfOperation: ["US"] })).status).toBe(200);
    const tasks = await allTasks();
    const visible = tasks.flatMap(visibleJurisdictions);
    expect(visible.filter((j) => j === "US").length).toBeGreaterThanOrEqual(60);
    expect(visible).not.toContain("IN");

    const before = await phaseFigures();
    expect(before.every((p) => p.total > 0 && p.completed === 0)).toBe(true);
    await completeApplicable(tasks);
    const after = await phaseFigures();
    expect(after.map((p) => p.completed)).toEqual(after.map((p) => p.total));

    // Nothing was marked N/A by hand: every stored document is an attached link.
    const progress = (await call(listProgress, `/api/company/${companyId}/progress`, { cookie: ada.cookie, params: { id: companyId } })).body.data;
    const docs = progress.flatMap((p: { documents: Record<string, { notApplicable?: boolean }> | null }) => Object.values(p.documents ?? {}));
    expect(docs.length).toBeGreaterThan(100);
    expect(docs.some((d: { notApplicable?: boolean }) => d.notApplicable)).toBe(false);
  });

  it("re-derives completion when the facts change, without touching stored documents", async () => {
    await putFacts({ countryOfIncorporation: "US", countriesOfOperation: ["US"] });
    const tasks = await allTasks();
    await completeApplicable(tasks);
    const listBefore = (await call(listProgress, `/api/company/${companyId}/progress`, { cookie: ada.cookie, params: { id: companyId } })).body.data;

    // Back to India: the India lines apply again and are not done, so figures drop.
    expect((await putFacts({ countryOfIncorporation: "IN", countriesOfOperation: [] })).status).toBe(200);
    const figures = await phaseFigures();
    expect(figures.some((p) => p.completed < p.total)).toBe(true);
    const listAfter = (await call(listProgress, `/api/company/${companyId}/progress`, { cookie: ada.cookie, params: { id: companyId } })).body.data;
    const docsOf = (list: { taskId: string; documents: unknown }[]) => Object.fromEntries(list.map((p) => [p.taskId, p.documents]));
    expect(docsOf(listAfter)).toEqual(docsOf(listBefore));
  });

  it("hides foreign-investment lines from a company that says it has no foreign investors", async () => {
    await putFacts({ countryOfIncorporation: "IN" });
    const fdi = (await allTasks()).find((t) => slugById.get(t.id) === "legal-fdi-inbound-filings")!;
    expect(fdi.notApplicable).toEqual([]);
    await putFacts({ foreignInvestors: "no" });
    const again = (await allTasks()).find((t) => t.id === fdi.id)!;
    expect(again.notApplicable).toHaveLength(parseDocumentLines(fdi.description).length);
  });

  it("refuses facts that are not among the choices", async () => {
    const res = await putFacts({ countryOfIncorporation: "Mars" });
    expect(res.status).toBe(400);
  });
});

describe("Not applicable with a reason", () => {
  it("needs a reason, counts as done, and is returned with its reason", async () => {
    const target = (await allTasks()).find((t) => slugById.get(t.id) === "legal-incorporation-certificates")!;
    const lines = parseDocumentLines(target.description);
    const key = (i: number) => documentKey(target.id, i);
    const link = (i: number) => ({ id: key(i), name: lines[i].name, completed: true, fileUrl: "https://example.com/x", fileName: "Link attached" });
    const na = (i: number, reason: string | null) => ({
      id: key(i),
      name: lines[i].name,
      completed: true,
      notApplicable: true,
      notApplicableReason: reason,
      fileName: "Not applicable",
    });

    const noReason = await save({ taskId: target.id, documents: { [key(0)]: na(0, "  ") } });
    expect(noReason.status).toBe(400);

    const documents = Object.fromEntries(lines.map((_l, i) => [key(i), i === 0 ? na(0, "Incorporated before SPICe+; no INC-11 reissued") : link(i)]));
    const res = await save({ taskId: target.id, documents });
    expect(res.status).toBe(200);
    expect(res.body.completed).toBe(true);
    expect(res.body.documents[key(0)]).toMatchObject({ notApplicable: true, notApplicableReason: "Incorporated before SPICe+; no INC-11 reissued" });
    const listed = (await call(listProgress, `/api/company/${companyId}/progress`, { cookie: ada.cookie, params: { id: companyId } })).body.data;
    expect(listed.find((p: { taskId: string }) => p.taskId === target.id).documents[key(0)].notApplicableReason).toBe(
      "Incorporated before SPICe+; no INC-11 reissued",
    );
  });
});
