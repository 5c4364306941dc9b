import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signUp } from "./support/http";
import { startServer, type RunningServer } from "./support/server";

/**
 * "Export my data" through the production entry, as a browser downloads it: the answer must say its
 * size (Content-Length) or the browser's download bar cannot show progress. A route test sees the
 * Response object only; what Next writes to the socket is checked here. The server runs on its own
 * port so its process memory can be read while the zip streams.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const FIXTURE_FILES = 4;
const FILE_BYTES = 12.5 * 1024 * 1024;
const RSS_GROWTH_LIMIT_MB = 40;

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  server = await startServer(PORT);
  dir = mkdtempSync(path.join(os.tmpdir(), "export-e2e-"));
}, 120_000);
afterAll(async () => {
  server?.process.kill("SIGTERM");
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The server process's resident memory in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

async function companyOf(cookie: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/company`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ company: { name: "Export Robotics", industry: "Robotics", stage: "seed" }, founders: [] }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/** A PDF-typed file of `size` random bytes (random, so nothing along the way could shrink it). */
function bigPdf(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write("%PDF-1.4\n", 0, "latin1");
  return bytes;
}

describe("GET /api/account/export on the production server", () => {
  it("sends a 50 MB export with a Content-Length equal to the bytes received, streaming it in bounded memory", async () => {
    const cookie = await signUp(server.baseUrl, "export");
    const companyId = await companyOf(cookie);
    const uploaded: Buffer[] = [];
    for (let i = 0; i < FIXTURE_FILES; i++) {
      const bytes = bigPdf(FILE_BYTES);
      const form = new FormData();
      form.append("companyId", companyId);
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), `big-${i}.pdf`);
      const res = await fetch(`${server.baseUrl}/api/files`, { method: "POST", headers: { cookie }, body: form });
      expect(res.status).toBe(201);
      uploaded.push(bytes);
    }

    // Loads the route's code and warms the server on a small export, so the measurement below is the download's own.
    const other = await signUp(server.baseUrl, "export-warm");
    await companyOf(other);
    const warm = await fetch(`${server.baseUrl}/api/account/export`, { headers: { cookie: other } });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();

    const pid = server.process.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
    const file = path.join(dir, "export.zip");
    let declared: string | null = null;
    let transferEncoding: string | null = null;
    let received = 0;
    try {
      const res = await fetch(`${server.baseUrl}/api/account/export`, { headers: { cookie } });
      expect(res.status).toBe(200);
      declared = res.headers.get("content-length");
      transferEncoding = res.headers.get("transfer-encoding");
      const chunks: Buffer[] = [];
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        received += chunk.byteLength;
        chunks.push(Buffer.from(chunk));
        peak = Math.max(peak, rssOf(pid));
      }
      writeFileSync(file, Buffer.concat(chunks));
    } finally {
      clearInterval(sampler);
    }

    expect({ declared, transferEncoding }).toEqual({ declared: String(received), transferEncoding: null });
    expect(received).toBeGreaterThan(FIXTURE_FILES * FILE_BYTES);
    execFileSync("unzip", ["-tq", file]);
    const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(["data.json", "access-logs.csv", "activity.json"]));
    for (let i = 0; i < FIXTURE_FILES; i++) {
      const name = names.find((n) => n.endsWith(`/big-${i}.pdf`))!;
      expect(execFileSync("unzip", ["-p", file, name], { maxBuffer: 2 * FILE_BYTES }).equals(uploaded[i])).toBe(true);
    }
    const growthMb = (peak - before) / 1024 / 1024;
    console.info(`[export e2e] ${(received / 1024 / 1024).toFixed(1)} MB sent with Content-Length; server RSS grew by ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  }, 240_000);
});
