import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline, Readable, Transform } from "node:stream";
import { NodeNextRequest, NodeNextResponse } from "next/dist/server/base-http/node";
import { sendResponse } from "next/dist/server/send-response";
import { NextRequest } from "next/server";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { getDb } from "@/lib/db";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";
import { accountMessages } from "@/lib/messages/account";
import { restoreDeclaredLength } from "@/lib/api/declared-length.mjs";
import { beforeHead } from "@/scripts/before-head.mjs";
import { getStorage, newStorageKey } from "@/lib/storage";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES } from "@/tests/helpers/files";
import { createTenant, isolateStorageDir, type Tenant } from "@/tests/security/fixtures";

setupTestDatabase();
isolateStorageDir();

const request = (cookie?: string) => new NextRequest("http://localhost:3000/api/account/export", { headers: cookie ? { cookie } : {} });
const run = (cookie?: string) => exportRoute(request(cookie), { params: Promise.resolve({}) });

/**
 * The route on a real socket as production serves it: Next's own sendResponse writes the handler's
 * Response (dropping its Content-Length, as it does for every route handler) on a response the
 * server entry (scripts/server.mjs) runs restoreDeclaredLength on, before its head. What is checked is what Node
 * writes, not the Response object.
 */
let server: Server;
const socketUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/account/export`;

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "account-export-"));
  server = createServer(async (req, res) => {
    beforeHead(res, [restoreDeclaredLength]);
    const response = await run(req.headers.cookie);
    await sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Unzips with the system's `unzip` (a real reader, not ours): entry -> bytes. */
function unzipAll(zip: Buffer): Map<string, Buffer> {
  const file = path.join(dir, `x-${Date.now()}.zip`);
  writeFileSync(file, zip);
  execFileSync("unzip", ["-tq", file]); // every CRC checks out
  const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
  return new Map(names.map((name) => [name, execFileSync("unzip", ["-p", file, name], { maxBuffer: 64 * 1024 * 1024 })]));
}

describe("GET /api/account/export", () => {
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    a = await createTenant("export-a");
    b = await createTenant("export-b");
  });

  it("is 401 signed out", async () => {
    expect((await run()).status).toBe(401);
  });

  it("is one zip: files by phase / category / task, data.json and access-logs.csv, only the caller's data", async () => {
    const res = await run(a.user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="raiseready-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(zip.length);
    const entries = unzipAll(zip);

    const db = await getDb();
    const task = await db.task.findUniqueOrThrow({ where: { id: a.taskId }, include: { phase: true } });
    const filePath = `files/${task.phase.order}. ${task.phase.name}/${task.category ?? "General"}/${task.title}/${a.marker}.pdf`;
    expect([...entries.keys()].sort()).toEqual(["access-logs.csv", "activity.json", "data.json", filePath].sort());
    expect(entries.get(filePath)).toEqual(PDF_BYTES);

    const data = JSON.parse(entries.get("data.json")!.toString("utf8"));
    expect(data.account.email).toBe(a.user.email);
    expect(data.company).toMatchObject({ id: a.companyId, name: `${a.marker} Inc`, monthlyRevenue: "12345.67" });
    expect(data.team.founders[0].name).toBe(`${a.marker} founder`);
    expect(data.team.investors[0].name).toBe(`${a.marker} investor`);
    expect(data.progress[0]).toMatchObject({ taskId: a.taskId, notes: `${a.marker} notes`, task: task.title, phase: task.phase.name });
    expect(data.sharedSpaces[0]).toMatchObject({ id: a.spaceId, name: `${a.marker} data room` });
    expect(data.sharedSpaces[0].items.length).toBeGreaterThan(0);
    expect(data.sharedSpaces[0].accessLogs[0].email).toBe(a.visitorEmail);
    expect(data.files[0]).toMatchObject({ id: a.fileId, pathInZip: filePath });

    // The company's activity feed, whole.
    const activity = JSON.parse(entries.get("activity.json")!.toString("utf8"));
    expect(activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "space.created", summary: `shared "${a.marker} data room"` })]),
    );

    const csv = entries.get("access-logs.csv")!.toString("utf8").split("\r\n");
    expect(csv[0]).toBe('"space","accessCode","email","ipAddress","userAgent","accessedAt","lastViewedAt"');
    expect(csv[1]).toContain(`"${a.visitorEmail}"`);

    const everything = [...entries.values()].map((v) => v.toString("latin1")).join("\n");
    expect(everything).not.toContain(b.marker);
    expect(everything).not.toMatch(/argon2|password_?hash|two_?factor_?secret/i);
  });

  it("says its size on the wire, where Next drops a route handler's Content-Length", async () => {
    const res = await fetch(socketUrl(), { headers: { cookie: a.user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    const zip = Buffer.from(await res.arrayBuffer());
    const framing = { length: res.headers.get("content-length"), chunked: res.headers.get("transfer-encoding") };
    expect(framing).toEqual({ length: String(zip.length), chunked: null });
    expect(unzipAll(zip).has("data.json")).toBe(true);
  });

  it("is limited to 10 exports per hour per user", async () => {
    const db = await getDb();
    await db.rateLimit.deleteMany({ where: { key: `export:user:${b.user.id}` } });
    for (let i = 0; i < ACCOUNT_LIMITS.exportPerUser.limit; i++) expect((await run(b.user.cookie)).status).toBe(200);
    const limited = await run(b.user.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: accountMessages.exportRateLimited });
    expect((await run(a.user.cookie)).status).toBe(200);
  });

  it("streams a 500 MB company on a socket with its Content-Length, without holding it: the bytes read from storage and not yet on the socket stay far below the files' size", async () => {
    const totalMb = Number(process.env.EXPORT_FIXTURE_MB ?? 500);
    const db = await getDb();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const fileMb = 25;
    for (let i = 0; i < totalMb / fileMb; i++) {
      const storageKey = newStorageKey();
      const body = Readable.from(
        (function* () {
          for (let m = 0; m < fileMb; m++) yield chunk;
        })(),
      );
      const { size } = await getStorage().write(storageKey, body);
      await db.storedFile.create({
        data: { companyId: a.companyId, storageKey, fileName: `big-${i}.bin`, contentType: "application/octet-stream", size },
      });
    }

    // What the export holds is what it has read from storage and not yet handed to the socket. That is
    // counted directly (the real driver's streams, tapped), not read off the process's RSS, which also
    // moves with garbage the collector has not reached yet when the machine is busy.
    const storage = getStorage();
    const realRead = storage.read.bind(storage);
    let readFromStorage = 0;
    const tap = jest.spyOn(storage, "read").mockImplementation(async (key) => {
      const stream = await realRead(key);
      if (!stream) return stream;
      const counted = new Transform({
        transform(piece: Buffer, _encoding, done) {
          readFromStorage += piece.length;
          done(null, piece);
        },
      });
      return pipeline(stream, counted, () => {});
    });
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let heldPeak = 0;
    try {
      const res = await fetch(socketUrl(), { headers: { cookie: a.user.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("transfer-encoding")).toBeNull();
      expect(res.headers.get("x-declared-content-length")).toBeNull();
      const reader = res.body!.getReader();
      let received = 0;
      let tail = Buffer.alloc(0);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        heldPeak = Math.max(heldPeak, readFromStorage - received);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        tail = Buffer.from(value.subarray(Math.max(0, value.byteLength - 22)));
      }

      expect(received).toBe(Number(res.headers.get("content-length")));
      expect(received).toBeGreaterThan(totalMb * 1024 * 1024);
      expect(readFromStorage).toBeGreaterThanOrEqual(totalMb * 1024 * 1024);
      // End of central directory: the archive is complete.
      expect(tail.readUInt32LE(tail.length - 22)).toBe(0x06054b50);
    } finally {
      tap.mockRestore();
    }
    const heldMb = heldPeak / 1024 / 1024;
    const rssMb = (rssPeak - rssBefore) / 1024 / 1024;
    console.info(
      `[export] ${totalMb} MB of files streamed; at most ${heldMb.toFixed(1)} MB held between storage and socket; peak RSS grew by ${rssMb.toFixed(1)} MB`,
    );
    // Streaming holds only the pipeline's buffers (a few hundred kB); holding even one 25 MB file whole
    // (let alone the export) crosses this line.
    expect(heldMb).toBeLessThan(Math.min(16, totalMb / 3));
  }, 300_000);
});
