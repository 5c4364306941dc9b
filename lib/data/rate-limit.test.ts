import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";
import { hit, peek } from "./rate-limit";

setupTestDatabase();

describe("rate limit", () => {
  const windowMs = 10 * 60 * 1000;

  it("counts hits in a window and refuses past the limit", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit({ key: "t:a", limit: 3, windowMs, now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0].resetAt.toISOString()).toBe("2030-01-01T00:10:00.000Z");
    expect(results[3].resetAt.toISOString()).toBe("2030-01-01T00:10:00.000Z");
    expect((await peek({ key: "t:a", limit: 3, windowMs, now })).allowed).toBe(false);
    expect((await peek({ key: "t:other", limit: 3, windowMs, now })).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const start = new Date("2030-02-01T00:00:00Z");
    for (let i = 0; i < 3; i++) await hit({ key: "t:b", limit: 2, windowMs, now: start });
    const later = new Date(start.getTime() + windowMs + 1);
    expect((await peek({ key: "t:b", limit: 2, windowMs, now: later })).allowed).toBe(true);
    const next = await hit({ key: "t:b", limit: 2, windowMs, now: later });
    expect(next).toEqual({ allowed: true, remaining: 1, resetAt: new Date(later.getTime() + windowMs) });
  });

  it("loses no count under concurrent hits", async () => {
    const now = new Date("2030-03-01T00:00:00Z");
    await Promise.all(Array.from({ length: 25 }, () => hit({ key: "t:c", limit: 100, windowMs, now })));
    const row = await (await getDb()).rateLimit.findUniqueOrThrow({ where: { key: "t:c" } });
    expect(row.count).toBe(25);
  });
});
