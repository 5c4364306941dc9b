import { POST as createSpaceRoute } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { FAILED_CODE_LIMIT } from "@/lib/visitor/space";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { generateAccessCode } from "@/lib/spaces/rules/access-code";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES } from "@/tests/helpers/files";
import { call, type CallResult } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";

/**
 * The visitor side of sharing, attacked: guessing codes, replaying a link after expiry or
 * deactivation, and using one space's visitor token on another space or another company's file.
 */
setupTestDatabase();
isolateStorageDir();

let alpha: Tenant;
let bravo: Tenant;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const pdfText = PDF_BYTES.toString("latin1");

beforeAll(async () => {
  alpha = await createTenant("alpha");
  bravo = await createTenant("bravo");
}, 60_000);

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

function visit(code: string, ip: string, email = "investor@fund.example") {
  return call(openSpace, `/api/shared/${code}`, { params: { accessCode: code }, query: { email }, headers: { "x-forwarded-for": ip } });
}

function fetchFile(code: string, fileId: string, token: string | undefined, ip = freshIp()) {
  return call(openFile, `/api/shared/${code}/files/${fileId}`, {
    params: { accessCode: code, fileId },
    cookie: token ? `${VISITOR_COOKIE}=${token}` : undefined,
    headers: { "x-forwarded-for": ip },
  });
}

/** A new space of alpha's that shares the document holding alpha's uploaded file. */
async function spaceWithFile(extra: { expiresAt?: string } = {}) {
  const res = await call(createSpaceRoute, "/api/shared-spaces", {
    method: "POST",
    cookie: alpha.user.cookie,
    body: {
      companyId: alpha.companyId,
      name: "Room",
      items: [{ itemType: "document", itemId: documentKey(alpha.taskId, 0) }],
      ...OPEN_SPACE_SETTINGS,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; accessCode: string; expiresAt: string };
}

/** No item data and no file bytes in a refused answer. */
function expectNothingServed(res: CallResult) {
  const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(text).not.toContain(pdfText.slice(0, 20));
  expect(text).not.toContain(alpha.marker);
  expect(res.body).not.toHaveProperty("items");
  expect(res.body).toEqual({ message: expect.any(String) });
}

describe("access codes", () => {
  it("are 144-bit random, url-safe and never repeat", () => {
    const codes = new Set(Array.from({ length: 2000 }, generateAccessCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // 24 base64url characters = 144 bits; every character position takes many values.
    const firstChars = new Set([...codes].map((c) => c[0]));
    expect(firstChars.size).toBeGreaterThan(50);
  });
});

describe("guessing codes", () => {
  it(`answers 429 once ${FAILED_CODE_LIMIT} wrong codes came from one address, even for the right code`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FAILED_CODE_LIMIT; i++) expect((await visit(generateAccessCode(), ip)).status).toBe(404);
    const blocked = await visit(generateAccessCode(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
    const right = await visit(alpha.accessCode, ip);
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty("items");
    expect((await visit(alpha.accessCode, freshIp())).status).toBe(200);
  });

  it("cannot be reset by a spoofed X-Forwarded-For (the proxy's entry is the one counted)", async () => {
    const proxySeen = freshIp();
    for (let i = 0; i < FAILED_CODE_LIMIT; i++) {
      const spoofed = `${i % 250}.${i}.${i}.${i}, ${proxySeen}`;
      expect((await visit(generateAccessCode(), spoofed)).status).toBe(404);
    }
    for (const spoofed of ["1.2.3.4", "8.8.8.8, 9.9.9.9", "::1", "not-an-ip"]) {
      expect((await visit(alpha.accessCode, `${spoofed}, ${proxySeen}`)).status).toBe(429);
    }
  });

  it("puts callers with no known address (no server entry in front) in one shared budget", async () => {
    const db = await getDb();
    await db.rateLimit.deleteMany({ where: { key: "shared-code:unknown" } });
    for (let i = 0; i < FAILED_CODE_LIMIT; i++) expect((await visit(generateAccessCode(), "")).status).toBe(404);
    expect((await visit(alpha.accessCode, "")).status).toBe(429);
    await db.rateLimit.deleteMany({ where: { key: "shared-code:unknown" } });
  });

  it("counts an IPv6 client by its /64: rotating the low bits buys no new budget", async () => {
    for (let i = 0; i < FAILED_CODE_LIMIT; i++)
      expect((await visit(generateAccessCode(), `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(404);
    expect((await visit(alpha.accessCode, "2001:db8:77:1:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect((await visit(alpha.accessCode, "2001:db8:77:2::1")).status).toBe(200);
  });

  it("holds under concurrency: parallel guesses get no more than the limit of answers", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: FAILED_CODE_LIMIT * 3 }, () => visit(generateAccessCode(), ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(FAILED_CODE_LIMIT);
    expect((await visit(alpha.accessCode, ip)).status).toBe(429);
  });
});

describe("expiry and deactivation, checked on every request", () => {
  it("serves no data and no file bytes one second after expiresAt", async () => {
    // Valid at first; then its expiry is moved to one second ago (no sleeping: a busy machine
    // could otherwise pass the deadline before the first visit).
    const space = await spaceWithFile({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const ip = freshIp();
    const open = await visit(space.accessCode, ip);
    expect(open.status).toBe(200);
    const token = open.body.visitorToken as string;
    const fileUrl = JSON.stringify(open.body.items).match(/\/api\/shared\/[^"]+\/files\/([0-9a-f-]{36})/);
    expect(fileUrl?.[1]).toBe(alpha.fileId);
    const before = await fetchFile(space.accessCode, alpha.fileId, token, ip);
    expect(before.status).toBe(200);
    expect(before.body).toBe(pdfText);

    await (await getDb()).sharedSpace.update({ where: { id: space.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const data = await visit(space.accessCode, ip);
    expect(data.status).toBe(410);
    expectNothingServed(data);
    const file = await fetchFile(space.accessCode, alpha.fileId, token, ip);
    expect([401, 404, 410]).toContain(file.status);
    expectNothingServed(file);
  });

  it("serves no data and no file bytes once the owner deactivates the space", async () => {
    const space = await spaceWithFile();
    const ip = freshIp();
    const open = await visit(space.accessCode, ip);
    expect(open.status).toBe(200);
    const token = open.body.visitorToken as string;
    expect((await fetchFile(space.accessCode, alpha.fileId, token, ip)).status).toBe(200);

    await (await getDb()).sharedSpace.update({ where: { id: space.id }, data: { isActive: false } });

    const data = await visit(space.accessCode, ip);
    expect(data.status).toBe(410);
    expectNothingServed(data);
    const file = await fetchFile(space.accessCode, alpha.fileId, token, ip);
    expect(file.status).toBe(410);
    expectNothingServed(file);
  });

  it("records no access for a refused visit", async () => {
    const space = await spaceWithFile();
    const db = await getDb();
    await db.sharedSpace.update({ where: { id: space.id }, data: { isActive: false } });
    await visit(space.accessCode, freshIp(), "late@fund.example");
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: space.id } })).toBe(0);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).viewCount).toBe(0);
  });
});

describe("visitor tokens", () => {
  it("for space X cannot fetch a file through space Y's code", async () => {
    const x = await spaceWithFile();
    const y = await spaceWithFile();
    const tokenX = (await visit(x.accessCode, freshIp())).body.visitorToken as string;
    expect((await fetchFile(x.accessCode, alpha.fileId, tokenX)).status).toBe(200);
    const res = await fetchFile(y.accessCode, alpha.fileId, tokenX);
    expect(res.status).toBe(401);
    expectNothingServed(res);
  });

  it("for space X cannot fetch a file that only space Y shares", async () => {
    // A shared phase now shows its tasks' files, so X shares another task of the phase (not the file's).
    const other = await (await getDb()).task.findFirstOrThrow({ where: { phaseId: alpha.phaseId, id: { not: alpha.taskId } } });
    const x = await call(createSpaceRoute, "/api/shared-spaces", {
      method: "POST",
      cookie: alpha.user.cookie,
      body: { companyId: alpha.companyId, name: "Another task only", items: [{ itemType: "task", itemId: other.id }], ...OPEN_SPACE_SETTINGS },
    });
    const tokenX = (await visit(x.body.accessCode, freshIp())).body.visitorToken as string;
    const res = await fetchFile(x.body.accessCode, alpha.fileId, tokenX);
    expect(res.status).toBe(404);
    expectNothingServed(res);
  });

  it("of another company cannot fetch this company's file, nor the other way round", async () => {
    const res = await fetchFile(bravo.accessCode, alpha.fileId, bravo.visitorToken);
    expect(res.status).toBe(404);
    expectNothingServed(res);
    const swapped = await fetchFile(alpha.accessCode, alpha.fileId, bravo.visitorToken);
    expect(swapped.status).toBe(401);
    expectNothingServed(swapped);
  });

  it("is refused when absent, forged or truncated", async () => {
    for (const token of [undefined, "", "x.y", `${alpha.visitorToken}x`, alpha.visitorToken.split(".")[0]]) {
      const res = await fetchFile(alpha.accessCode, alpha.fileId, token);
      expect(res.status).toBe(401);
      expectNothingServed(res);
    }
  });
});
