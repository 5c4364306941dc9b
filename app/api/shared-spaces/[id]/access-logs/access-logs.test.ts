import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as accessLogs } from "@/app/api/shared-spaces/[id]/access-logs/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { getDb, getSql } from "@/lib/db";
import { ACCESS_LOGS_PAGE_DEFAULT } from "@/lib/spaces/schema/shared-space";
import { setupTestDatabase } from "@/tests/helpers/db";
import { countQueries } from "@/tests/helpers/query-count";
import { call } from "@/tests/helpers/http";
import { createFounder, OPEN_SPACE_SETTINGS, type Founder } from "@/tests/helpers/sharing";

/**
 * The access log is paged (keyset, newest first) while the contract's answer stays an
 * array: the first page is the newest 100, the total and the next page ride in headers.
 */
setupTestDatabase();

let founder: Founder;
beforeAll(async () => {
  founder = await createFounder("Paging Co");
});

async function ownSpace(): Promise<string> {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: { companyId: founder.companyId, name: "Log", items: [], ...OPEN_SPACE_SETTINGS },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/**
 * `count` visits in one statement; every fifth shares its last_viewed_at with its neighbour (ties
 * break by id). The visit route keeps shared_spaces.visitor_count; seeding rows directly does too.
 */
async function seedVisits(spaceId: string, count: number): Promise<void> {
  const sql = await getSql();
  await sql.rows("UPDATE shared_spaces SET visitor_count = visitor_count + $2 WHERE id = $1::uuid", [spaceId, count]);
  await sql.rows(
    `INSERT INTO shared_space_access (id, shared_space_id, email, ip_address, accessed_at, last_viewed_at)
     SELECT gen_random_uuid(), $1::uuid, 'visitor' || n || '@example.com', '198.51.100.' || (n % 250),
            timestamp '2026-01-01' + (n - n % 5) * interval '1 second', timestamp '2026-01-01' + (n - n % 5) * interval '1 second'
     FROM generate_series(1, $2::int) AS n`,
    [spaceId, count],
  );
}

function page(spaceId: string, query: Record<string, string> = {}) {
  return call(accessLogs, `/api/shared-spaces/${spaceId}/access-logs`, { cookie: founder.cookie, params: { id: spaceId }, query });
}

type Entry = { id: string; email: string; lastViewedAt: string };

describe("GET /api/shared-spaces/{id}/access-logs, paged", () => {
  it("answers the newest 100 as the contract's array, with the total and a next link in headers", async () => {
    const spaceId = await ownSpace();
    await seedVisits(spaceId, 250);
    const res = await page(spaceId);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(ACCESS_LOGS_PAGE_DEFAULT);
    expect(res.headers.get("x-total-count")).toBe("250");
    expect(res.headers.get("link")).toMatch(new RegExp(`^</api/shared-spaces/${spaceId}/access-logs\\?cursor=[^>]+&limit=100>; rel="next"$`));
    const times = (res.body as Entry[]).map((e) => Date.parse(e.lastViewedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("walks every row exactly once, newest first, by following the cursor", async () => {
    const spaceId = await ownSpace();
    await seedVisits(spaceId, 137);
    const seen: Entry[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const res = await page(spaceId, cursor ? { cursor, limit: "25" } : { limit: "25" });
      expect(res.status).toBe(200);
      seen.push(...(res.body as Entry[]));
      cursor = res.headers.get("x-next-cursor");
      if (!cursor) {
        expect(res.headers.get("link")).toBeNull();
        break;
      }
    }
    expect(seen).toHaveLength(137);
    expect(new Set(seen.map((e) => e.id)).size).toBe(137);
    const order = seen.map((e) => [Date.parse(e.lastViewedAt), e.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0));
    expect(order).toEqual(sorted);
  });

  it("counts the total from real visits: a new email adds one, a returning one (even in parallel) does not", async () => {
    const spaceId = await ownSpace();
    const { accessCode } = await (await getDb()).sharedSpace.findUniqueOrThrow({ where: { id: spaceId }, select: { accessCode: true } });
    const visit = (email: string) =>
      call(openSpace, `/api/shared/${accessCode}`, { params: { accessCode }, query: { email }, headers: { "x-forwarded-for": "192.0.2.60" } });
    for (const email of ["a@fund.example", "b@fund.example", "a@fund.example"]) expect((await visit(email)).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 6 }, () => visit("c@fund.example")));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    const res = await page(spaceId);
    expect(res.headers.get("x-total-count")).toBe("3");
    expect((res.body as Entry[]).map((e) => e.email)).toEqual(["c@fund.example", "a@fund.example", "b@fund.example"]);
  });

  it("refuses a malformed cursor or limit with 400, and another founder's space with 404", async () => {
    const spaceId = await ownSpace();
    expect((await page(spaceId, { cursor: "../../etc" })).status).toBe(400);
    expect((await page(spaceId, { limit: "0" })).status).toBe(400);
    expect((await page(spaceId, { limit: "100000" })).status).toBe(400);
    const other = await createFounder("Other Co");
    const res = await call(accessLogs, `/api/shared-spaces/${spaceId}/access-logs`, { cookie: other.cookie, params: { id: spaceId } });
    expect(res.status).toBe(404);
  });

  it("reads the first page of a 100,000-visit space straight off the index: no sort, about a page of rows", async () => {
    const spaceId = await ownSpace();
    await seedVisits(spaceId, 100_000);
    const sql = await getSql();
    await sql.rows("ANALYZE shared_space_access");
    // The statement listAccessLogs sends for a page (as Prisma writes it), explained with the
    // page's parameters: the space, then after a cursor its lastViewedAt twice and its id, then
    // Prisma's LIMIT and OFFSET.
    const pageStatement = async (query?: Record<string, string>) => {
      const { tally } = await countQueries(() => page(spaceId, query));
      const text = tally.statements.find((statement) => statement.includes("shared_space_access"));
      if (!text) throw new Error("no statement read the access rows");
      return text;
    };
    const firstText = await pageStatement();
    let laterText = "";
    const explain = (afterCursor: boolean, params: (string | number | Date)[]) =>
      sql.rows<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${afterCursor ? laterText : firstText}`, params);
    const plan = await explain(false, [spaceId, ACCESS_LOGS_PAGE_DEFAULT + 1, 0]);
    const text = JSON.stringify(plan[0]["QUERY PLAN"]);
    expect(text).not.toMatch(/"Node Type":"(Sort|Incremental Sort)"/);
    expect(text).toContain("shared_space_access_shared_space_id_last_viewed_at_id_idx");
    const scans = [...text.matchAll(/"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...scans)).toBeLessThanOrEqual(ACCESS_LOGS_PAGE_DEFAULT + 1);

    const res = await page(spaceId);
    expect(res.body).toHaveLength(ACCESS_LOGS_PAGE_DEFAULT);
    expect(res.headers.get("x-total-count")).toBe("100000");
    const cursor = res.headers.get("x-next-cursor") ?? "";
    const [, ms, id] = /^(\d+)_(.+)$/.exec(cursor) ?? [];
    laterText = await pageStatement({ cursor });
    const at = new Date(Number(ms));
    const later = JSON.stringify((await explain(true, [spaceId, at, at, id, ACCESS_LOGS_PAGE_DEFAULT + 1, 0]))[0]["QUERY PLAN"]);
    expect(later).not.toMatch(/"Node Type":"(Sort|Incremental Sort)"/);
    expect(later).toContain("shared_space_access_shared_space_id_last_viewed_at_id_idx");
  }, 120_000);
});
