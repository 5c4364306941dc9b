import { getDatabase, openDatabase, useDatabase as installDatabase } from "@/lib/db";
import { resolveDatabaseTarget } from "@/lib/db/config";
import { newTally, tallyStatement, type QueryTally } from "@/tests/helpers/query-count";

/**
 * The bench build's statement counter (GET/DELETE /api/bench/queries, bench/load.ts). The product
 * opens its database with no statement listener; on the first probe this reopens the process's
 * database on the same target with the factory's `onStatement` hook, feeding a process-wide tally.
 * The bench probes an idle server, so nothing is in flight while the database is swapped.
 */
type Globals = typeof globalThis & { __benchTally?: QueryTally; __benchCounting?: Promise<void> };
// On globalThis: Next bundles these modules into several server chunks, all of which must share one.
const globals = globalThis as Globals;

export function processTally(): QueryTally {
  return (globals.__benchTally ??= newTally());
}

export function resetProcessTally(): void {
  globals.__benchTally = newTally();
}

async function reopenCounting(): Promise<void> {
  const current = await getDatabase();
  await current.close();
  const counting = await openDatabase(resolveDatabaseTarget(), {
    migrate: false,
    seed: false,
    onStatement: (sql) => tallyStatement(processTally(), sql),
  });
  installDatabase(counting);
}

/** Resolves once the process's database reports its statements to the tally. */
export function countingDatabase(): Promise<void> {
  globals.__benchCounting ??= reopenCounting().catch((error) => {
    globals.__benchCounting = undefined;
    throw error;
  });
  return globals.__benchCounting;
}
