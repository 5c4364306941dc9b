import { GET } from "@/app/api/health/route";
import { getDatabase, useDatabase } from "@/lib/db";
import { loadMigrations } from "@/lib/db/migrate";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

const database = setupTestDatabase();

describe("GET /api/health", () => {
  it("answers 200 without a session when the database, its schema and storage are fine", async () => {
    const latest = (await loadMigrations()).at(-1)!.name;
    const res = await call(GET, "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      database: { reachable: true },
      schema: { expected: latest, applied: latest, ok: true },
      storage: { reachable: true },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 naming the migrate step when the schema is behind this build", async () => {
    const latest = (await loadMigrations()).at(-1)!.name;
    const db = database();
    await db.sql.rows(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, [latest]);
    try {
      const res = await call(GET, "/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: "unavailable", database: { reachable: true }, schema: { expected: latest, ok: false } });
      expect(res.body.schema.applied).not.toBe(latest);
      expect(res.body.message).toMatch(/npm run migrate/);
    } finally {
      await db.sql.rows(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`, [latest]);
    }
  });

  it("answers 503 when the database cannot be reached, without private detail", async () => {
    const broken = {
      ...database(),
      sql: { rows: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.7:5432")), transaction: () => Promise.reject(new Error("x")) },
    };
    useDatabase(broken as never);
    try {
      const res = await call(GET, "/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: "unavailable", database: { reachable: false }, schema: { ok: false }, storage: { reachable: true } });
      expect(JSON.stringify(res.body)).not.toMatch(/10\.0\.0\.7|ECONNREFUSED/);
    } finally {
      useDatabase(database());
    }
    expect(await getDatabase()).toBe(database());
  });
});
