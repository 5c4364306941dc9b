import { rmSync } from "node:fs";
import type { RunningServer } from "./server";

export default async function globalTeardown() {
  const server = (globalThis as { __e2eServer?: RunningServer }).__e2eServer;
  if (!server) return;
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve).once("error", resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
}
