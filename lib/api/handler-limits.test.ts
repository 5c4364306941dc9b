import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { readJson, withAuth, withPublic } from "./handler";

setupTestDatabase();

// Each test names its limits afresh, so counters never carry over between tests or runs.
const declare = <P extends "client" | "user" | "global">(per: P, limit: number) => ({
  name: `test-${randomUUID()}`,
  per,
  limit,
  windowMs: 60_000,
  message: `Slow down (${per})`,
});

describe("the limits a route declares", () => {
  it("counts per client address before the body is read: past the limit a 429 with Retry-After, the handler not run", async () => {
    const limit = declare("client", 2);
    let ran = 0;
    const route = withPublic(
      async ({ req }) => {
        ran += 1;
        return readJson(req, z.strictObject({ ok: z.literal(true) }));
      },
      { limits: [limit] },
    );
    const from = (ip: string, body: unknown) => call(route, "/x", { method: "POST", body, headers: { "x-forwarded-for": ip } });
    expect((await from("198.51.100.40", { ok: true })).status).toBe(200);
    // A malformed body spends the budget too: the count comes before anything the client sent is read.
    expect((await from("198.51.100.40", { ok: "no" })).status).toBe(400);
    const refused = await from("198.51.100.40", { ok: true });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Slow down (client)" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(ran).toBe(2);
    expect((await from("198.51.100.41", { ok: true })).status).toBe(200);
    const db = await getDb();
    const rows = await db.rateLimit.findMany({ where: { key: { startsWith: limit.name } }, orderBy: { key: "asc" } });
    expect(rows.map((row) => [row.key, row.count])).toEqual([
      [`${limit.name}:ip:198.51.100.40`, 3],
      [`${limit.name}:ip:198.51.100.41`, 1],
    ]);
  });

  it("counts per signed-in user after the session, so one user's budget is not another's and no session is a 401 uncounted", async () => {
    const limit = declare("user", 1);
    const route = withAuth(async ({ user }) => ({ id: user.id }), { limits: [limit] });
    const [ada, bob] = [await createTestUser(), await createTestUser()];
    expect((await call(route, "/x", { cookie: ada.cookie })).status).toBe(200);
    expect(await call(route, "/x", { cookie: ada.cookie })).toMatchObject({ status: 429, body: { message: "Slow down (user)" } });
    expect(await call(route, "/x", { cookie: bob.cookie })).toMatchObject({ status: 200, body: { id: bob.id } });
    expect((await call(route, "/x")).status).toBe(401);
    const db = await getDb();
    expect(await db.rateLimit.count({ where: { key: { startsWith: limit.name } } })).toBe(2);
  });

  it("counts a global limit for everyone, and several limits in the order declared", async () => {
    const perClient = declare("client", 5);
    const overall = declare("global", 2);
    const route = withPublic(async () => ({ ok: true }), { limits: [perClient, overall] });
    const from = (ip: string) => call(route, "/x", { headers: { "x-forwarded-for": ip } });
    expect((await from("198.51.100.50")).status).toBe(200);
    expect((await from("198.51.100.51")).status).toBe(200);
    expect(await from("198.51.100.52")).toMatchObject({ status: 429, body: { message: "Slow down (global)" } });
    const db = await getDb();
    expect((await db.rateLimit.findUnique({ where: { key: `${overall.name}:global` } }))?.count).toBe(3);
    // The per-client limit was counted first, for the refused request too.
    expect((await db.rateLimit.findUnique({ where: { key: `${perClient.name}:ip:198.51.100.52` } }))?.count).toBe(1);
  });
});
