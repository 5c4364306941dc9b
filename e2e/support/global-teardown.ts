import { rmSync } from "node:fs";
import { errorLines, type RunningServer } from "./server";

export default async function globalTeardown() {
  const server = (globalThis as { __e2eServer?: RunningServer }).__e2eServer;
  if (!server) return;
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve).once("error", resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
  // Some specs expect errors (a bad upload, a refused request); the lines are printed for the
  // failure that has no other trace, not judged here.
  const errors = errorLines(server.log());
  if (errors.length) console.log(`\nThe e2e server's error lines (${errors.length}):\n${errors.join("\n")}`);
}
