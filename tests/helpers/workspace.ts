import { randomUUID } from "node:crypto";
import { getDb, type PrismaClient } from "@/lib/db";
import type { TestUser } from "./auth";

/** A company owned by `user`, written straight to the database. */
export async function createTestCompany(user: Pick<TestUser, "id">, fields: { name?: string } = {}) {
  const db = await getDb();
  return db.company.create({ data: { userId: user.id, name: fields.name ?? `Company ${randomUUID().slice(0, 8)}`, members: { create: { userId: user.id, role: "owner" } } } });
}

/**
 * A phase with tasks whose descriptions the test controls (the seeded checklist is real content,
 * so tests that need "no documents" or "two documents" make their own).
 */
export async function createTestPhase(descriptions: (string | null)[]) {
  const db = await getDb();
  const slug = `test-${randomUUID()}`;
  const phase = await db.phase.create({ data: { slug, name: `Phase ${slug}`, order: 100 } });
  const tasks = [];
  for (const [order, description] of descriptions.entries()) {
    tasks.push(await db.task.create({ data: { slug: `${slug}-${order}`, phaseId: phase.id, title: `Task ${order}`, description, order } }));
  }
  return { phase, tasks };
}

type Countable = { query: (...args: unknown[]) => unknown };

/**
 * Counts the SQL statements the database driver runs while `action` runs: PGlite's `query`
 * (what the Prisma adapter calls once per statement), or pg's Client on a Postgres run.
 */
export async function countSqlStatements(db: PrismaClient, action: () => Promise<unknown>): Promise<number> {
  const adapter = (db as unknown as { _engineConfig?: { adapter?: { client?: Countable } } })._engineConfig?.adapter;
  const targets: [Countable, "query"][] = [];
  if (adapter?.client && typeof adapter.client.query === "function") targets.push([adapter.client, "query"]);
  else {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pg = require("pg") as { Client: { prototype: Countable } };
    // Pool.query goes through Client.query, so counting the client alone counts each statement once.
    targets.push([pg.Client.prototype, "query"]);
  }
  const spies = targets.map(([target, method]) => jest.spyOn(target, method));
  try {
    await action();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}
