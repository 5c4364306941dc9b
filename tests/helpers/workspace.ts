import { randomUUID } from "node:crypto";
import { getDb, type PrismaClient } from "@/lib/db";
import type { TestUser } from "./auth";
import { countQueries } from "./query-count";

/** A company owned by `user`, written straight to the database. */
export async function createTestCompany(user: Pick<TestUser, "id">, fields: { name?: string } = {}) {
  const db = await getDb();
  return db.company.create({
    data: { userId: user.id, name: fields.name ?? `Company ${randomUUID().slice(0, 8)}`, members: { create: { userId: user.id, role: "owner" } } },
  });
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

/**
 * Counts the SQL statements (transaction control included) sent to the database while `action`
 * runs, through the test database's statement hook (tests/helpers/query-count.ts).
 */
export async function countSqlStatements(db: PrismaClient, action: () => Promise<unknown>): Promise<number> {
  const { tally } = await countQueries(action);
  return tally.queries + tally.control;
}
