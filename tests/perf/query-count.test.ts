/**
 * CI half: SQL statements per request for the read endpoints and the server-rendered
 * pages, at 1x and 4x seeded data (bench/seed.ts). Counts come from the database factory's
 * statement hook (tests/helpers/query-count.ts, installed where the database opens) and must be the same at
 * both sizes and within bench/budgets.ts.
 */
import { BATCH_PROGRESS_STATEMENTS, QUERY_BUDGETS } from "@/bench/budgets";
import { BASE_SIZES, filledDocuments, seedBench, type BenchFixture } from "@/bench/seed";
import { countQueries, recordStatement, type QueryTally } from "@/tests/helpers/query-count";
import { sessionCookieFor } from "@/tests/helpers/auth";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { openDatabase, openPgliteImage, useDatabase, type Database } from "@/lib/db";
import { PGLITE_IMAGE } from "@/tests/setup/paths";
import { call } from "@/tests/helpers/http";
import { renderServerTree, setRequestCookie } from "./server-tree";
import { inRequest } from "./request-cache";

jest.mock("next/headers", () => jest.requireActual("./next-headers-stub"));
// A page's reads memoised per request as in production (the layout, the metadata and the page share them).
jest.mock("react", () => ({ ...jest.requireActual("react"), cache: jest.requireActual("./request-cache").cache }));

import { GET as phases } from "@/app/api/phases/route";
import { GET as phaseTasks } from "@/app/api/phases/[phaseId]/tasks/route";
import { GET as progress } from "@/app/api/company/[id]/progress/route";
import { GET as batch } from "@/app/api/company/[id]/phases/progress/batch/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { GET as shared } from "@/app/api/shared/[accessCode]/route";
import HomePage from "@/app/(app)/dashboard/page";
import PhasePage, { generateMetadata } from "@/app/(app)/phase/[phaseId]/page";

jest.setTimeout(180_000);

// Always its own in-memory PGlite (also on a TEST_DATABASE_URL run, where the files share one
// Postgres database): the 4x seed adds tasks that other files' checklist assertions would see.
let database: Database | undefined;
async function openOwnDatabase(): Promise<Database> {
  if (existsSync(PGLITE_IMAGE)) return openPgliteImage(new Blob([await readFile(PGLITE_IMAGE)]), { onStatement: recordStatement });
  return openDatabase({ kind: "pglite", dataDir: "memory://" }, { onStatement: recordStatement });
}
afterAll(async () => {
  useDatabase(undefined);
  await database?.close();
});

// The team and access rows at full size; 50 items per space instead of 200 keeps the seed quick
// (a space's items are read with one statement whatever their number).
const SIZES = { ...BASE_SIZES, itemsPerSpace: 50 };

type Counts = Record<string, number>;
type Tallies = Record<string, QueryTally>;

async function statements(action: () => Promise<{ status: number } | unknown>): Promise<QueryTally> {
  const { result, tally } = await countQueries(action);
  const status = (result as { status?: number } | undefined)?.status;
  if (status !== undefined && status >= 400) throw new Error(`request failed with ${status}`);
  return tally;
}

async function measure(
  fixture: BenchFixture,
  cookie: string,
): Promise<{ counts: Counts; tallies: Tallies; batchOne: QueryTally; batchAll: QueryTally }> {
  const { companyId, phaseIds, accessCode } = fixture;
  const phaseId = phaseIds[0];
  const task = fixture.tasks[0];
  const tallies: Tallies = {};
  const batchOf = (ids: string[]) => () =>
    call(batch, `/api/company/${companyId}/phases/progress/batch`, { cookie, params: { id: companyId }, query: { phaseIds: ids.join(",") } });
  const batchAll = await statements(batchOf(phaseIds));
  const batchOne = await statements(batchOf([phaseId]));

  tallies["GET /api/phases"] = await statements(() => call(phases, "/api/phases", { cookie }));
  tallies["GET /api/phases/{id}/tasks"] = await statements(() => call(phaseTasks, `/api/phases/${phaseId}/tasks`, { cookie, params: { phaseId } }));
  tallies["GET /api/company/{id}/progress"] = await statements(() =>
    call(progress, `/api/company/${companyId}/progress`, { cookie, params: { id: companyId } }),
  );
  tallies["GET /api/company/{id}/phases/progress/batch"] = batchAll;
  // A returning visitor at both sizes: a first visit also queues the founder's new-visitor email
  // (its own statements), which only the 1x run would otherwise pay.
  const visit = () => call(shared, `/api/shared/${accessCode}`, { params: { accessCode }, query: { email: fixture.viewerEmail } });
  await visit();
  tallies["GET /api/shared/{code}?email="] = await statements(visit);
  tallies["POST /api/progress"] = await statements(() =>
    call(saveProgress, "/api/progress", {
      method: "POST",
      cookie,
      body: { companyId, taskId: task.id, priority: "high", notes: "Checked", documents: filledDocuments(task) },
    }),
  );

  setRequestCookie(cookie);
  tallies["page /"] = await statements(() => inRequest(() => renderServerTree(HomePage())));
  const params = Promise.resolve({ phaseId });
  const phasePage = () => inRequest(() => Promise.all([generateMetadata({ params }), renderServerTree(PhasePage({ params }))]));
  tallies["page /phase/{id}"] = await statements(phasePage);
  // A founder saves on one phase page and opens the next: no dashboard in between to pay for the
  // sections' Readiness.
  await call(saveProgress, "/api/progress", { method: "POST", cookie, body: { companyId, taskId: task.id, notes: "Checked again" } });
  tallies["page /phase/{id} after a save"] = await statements(phasePage);
  const counts = Object.fromEntries(Object.entries(tallies).map(([endpoint, tally]) => [endpoint, tally.queries]));
  return { counts, tallies, batchOne, batchAll };
}

let atOne: Awaited<ReturnType<typeof measure>>;
let atFour: Awaited<ReturnType<typeof measure>>;
let fixtures: BenchFixture[];

beforeAll(async () => {
  database = await openOwnDatabase();
  useDatabase(database);
  const db = database.prisma;
  const one = await seedBench(db, 1, SIZES);
  const cookie = await sessionCookieFor(one.userId);
  atOne = await measure(one, cookie);
  const four = await seedBench(db, 4, SIZES);
  atFour = await measure(four, cookie);
  fixtures = [one, four];
  if (process.env.PERF_DEBUG) console.log(JSON.stringify(atOne.tallies, null, 1));
});

describe("queries per request (bench/budgets.ts)", () => {
  it("seeds 4x the tasks, team, spaces and access rows the second time", () => {
    const [one, four] = fixtures;
    expect(four.counts.tasks).toBe(one.counts.tasks * 4);
    expect(four.counts.team).toBe(one.counts.team * 4);
    expect(four.counts.spaces).toBe(one.counts.spaces * 4);
    expect(four.counts.accessRows).toBe(one.counts.accessRows * 4);
  });

  it("are the same at 1x and 4x data", () => {
    expect(atFour.counts).toEqual(atOne.counts);
  });

  it.each(Object.entries(QUERY_BUDGETS))("%s stays within %i statements", (endpoint, budget) => {
    const { queries, statements: sql } = atOne.tallies[endpoint];
    expect(queries).toBeGreaterThan(0);
    // On failure the statements show what to merge or cache.
    expect({ endpoint, withinBudget: queries <= budget, queries, sql }).toMatchObject({ withinBudget: true });
  });

  it("computes batch progress for every phase with one statement, as for one phase", () => {
    for (const run of [atOne, atFour]) {
      expect(run.batchAll.queries).toBe(run.batchOne.queries);
      const progressStatements = run.batchAll.statements.filter((sql) => /company_progress/i.test(sql));
      expect(progressStatements).toHaveLength(BATCH_PROGRESS_STATEMENTS);
    }
  });
});
