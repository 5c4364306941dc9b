import { randomUUID } from "node:crypto";
import { getDb, type PrismaClient } from "@/lib/db";
import { createTestUser, type TestUser } from "./auth";
import { countQueries } from "./query-count";

export const DAY = 24 * 60 * 60 * 1000;

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

/** A task whose description lists two documents ("Board minutes", "Shareholder register"). */
export const TWO_DOCS = "Why investors ask.\n- Board minutes\n- Shareholder register";

export interface TwoFounders {
  ada: TestUser;
  bob: TestUser;
  companyId: string;
  bobCompanyId: string;
  /** A task of a fresh phase, described by TWO_DOCS. */
  taskId: string;
}

/**
 * Before each test: Ada and Bob, each owning a company (Bob's is the "someone else's" side), and a
 * fresh task with two documents. The opening of the document-lifecycle tests (no-lost-work,
 * versions); the returned object is filled in beforeEach.
 */
export function setupTwoFounders(): TwoFounders {
  const ws = {} as TwoFounders;
  beforeEach(async () => {
    [ws.ada, ws.bob] = [await createTestUser(), await createTestUser()];
    ws.companyId = (await createTestCompany(ws.ada)).id;
    ws.bobCompanyId = (await createTestCompany(ws.bob)).id;
    ws.taskId = (await createTestPhase([TWO_DOCS])).tasks[0].id;
  });
  return ws;
}
