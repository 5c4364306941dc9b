import { ensureBuild, startServer } from "./server";

export default async function globalSetup() {
  ensureBuild();
  const port = Number(process.env.E2E_PORT ?? 3210);
  const server = await startServer(port);
  (globalThis as { __e2eServer?: typeof server }).__e2eServer = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}
