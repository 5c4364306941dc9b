import { rm } from "node:fs/promises";

export default async function globalTeardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const runUrl = process.env.TEST_DATABASE_RUN_URL;
  if (serverUrl && runUrl) {
    const { dropTestDatabase } = await import("./postgres");
    await dropTestDatabase(serverUrl, runUrl);
    return;
  }
  const { PGLITE_IMAGE } = await import("./paths");
  await rm(PGLITE_IMAGE, { force: true });
}
