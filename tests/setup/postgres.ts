import { Client } from "pg";

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates `raise_ready_test_<run>` on the server and returns its URL. */
export async function createTestDatabase(serverUrl: string, runId: string): Promise<string> {
  const name = `raise_ready_test_${runId.replace(/[^a-z0-9]/gi, "_").toLowerCase()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

export async function dropTestDatabase(serverUrl: string, runUrl: string): Promise<void> {
  const name = new URL(runUrl).pathname.slice(1);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
