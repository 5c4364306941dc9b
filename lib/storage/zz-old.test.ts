import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
it("old write leaves temp files", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "old-"));
  for (let i = 0; i < 25; i++) {
    const temp = path.join(root, `.t${i}.tmp`);
    const failing = new Readable({ read() { this.destroy(new Error("boom")); } });
    try { await pipeline(failing, createWriteStream(temp, { flags: "wx" })); } catch { await rm(temp, { force: true }); }
  }
  console.log("left:", (await readdir(root)).length);
  await rm(root, { recursive: true, force: true });
});
