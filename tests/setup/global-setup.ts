import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * One migrated, seeded database per run. Embedded (default): a PGlite image that every test file
 * loads into its own in-memory instance. TEST_DATABASE_URL set: a fresh database on that server,
 * dropped again in global teardown.
 */
export default async function globalSetup() {
  process.env.JEST_RUN_ID ??= `${process.pid}-${randomBytes(4).toString("hex")}`;
  const { openDatabase } = await import("../../lib/db");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { createTestDatabase } = await import("./postgres");
    const url = await createTestDatabase(serverUrl, process.env.JEST_RUN_ID);
    process.env.TEST_DATABASE_RUN_URL = url;
    const database = await openDatabase({ kind: "postgres", url });
    await database.close();
    return;
  }
  const { PGLITE_IMAGE } = await import("./paths");
  const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  const image = await database.dump!();
  await mkdir(path.dirname(PGLITE_IMAGE), { recursive: true });
  await writeFile(PGLITE_IMAGE, Buffer.from(await image.arrayBuffer()));
  await database.close();
}
