import { setupTestDatabase } from "@/tests/helpers/db";
import { countQueries } from "@/tests/helpers/query-count";
import { parseUtcTimestamp } from "./sql";

const database = setupTestDatabase();

describe("hand-written SQL (lib/db/sql.ts)", () => {
  it("answers rows keyed by alias, with timestamp columns as UTC dates and Date parameters sent as UTC", async () => {
    const { sql } = database();
    const at = new Date("2026-03-04T05:06:07.089Z");
    const [row] = await sql.rows<{ at: Date; n: number; label: string; j: { a: number } }>(
      `SELECT $1::timestamp(3) AS "at", 2::int AS "n", $2 AS "label", '{"a":1}'::jsonb AS "j"`,
      [at, "x"],
    );
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect(row).toMatchObject({ n: 2, label: "x", j: { a: 1 } });
  });

  it("passes string arrays as Postgres arrays", async () => {
    const { sql } = database();
    const [row] = await sql.rows<{ n: number }>(`SELECT cardinality($1::text[])::int AS "n"`, [["a", "b", "c"]]);
    expect(row.n).toBe(3);
  });

  it("is counted like Prisma's statements through the factory's statement hook", async () => {
    const { sql } = database();
    const { tally } = await countQueries(() => sql.rows("SELECT 1"));
    expect(tally.queries).toBe(1);
    expect(tally.statements).toEqual(["SELECT 1"]);
  });

  it("reads a timestamp's text as UTC", () => {
    expect(parseUtcTimestamp("2026-01-02 03:04:05.678").toISOString()).toBe("2026-01-02T03:04:05.678Z");
  });
});
