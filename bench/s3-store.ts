/** The bench's S3-compatible store: s3rver (npm) on loopback, as in the tests (bench/upload.ts). */
import { spawn, type ChildProcess } from "node:child_process";

/**
 * s3rver in a process of its own, as a real store is: in the bench's process it would share one
 * event loop (and its garbage collector) with the client sending 20 MB, and every request the app
 * makes to the store would wait for the bench's own work.
 */
export async function startStore(port: number, directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const script = `
    const S3rver = require(${JSON.stringify(require.resolve("s3rver"))});
    const store = new S3rver({ address: "127.0.0.1", port: ${port}, silent: true, directory: ${JSON.stringify(directory)} });
    store.run().then(() => console.log("ready"), (e) => { console.error(e); process.exit(1); });
    process.on("SIGTERM", () => store.close().then(() => process.exit(0)));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before it was ready`)));
    child.stdout!.once("data", () => resolve());
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { endpoint: `http://127.0.0.1:${port}`, stop };
}
