import { NEW_EMAIL_LIMIT } from "@/lib/visitor/space";
import { getDb } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { generateAccessCode } from "@/lib/spaces/rules/access-code";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupSharedVisits } from "@/tests/helpers/shared-visits";

setupTestDatabase();

const { freshIp, space, visit, fetchFile } = setupSharedVisits(100);

describe("new visitor emails per address", () => {
  it(`allows ${NEW_EMAIL_LIMIT} new emails per address per space per hour, then 429; returning emails and other addresses are unaffected`, async () => {
    const s = await space([]);
    const ip = freshIp();
    for (let i = 0; i < NEW_EMAIL_LIMIT; i++) expect((await visit(s.accessCode, `invented${i}@example.com`, ip)).status).toBe(200);
    const refused = await visit(s.accessCode, "invented-too-many@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(sharedView.tooManyNewEmails);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await visit(s.accessCode, "invented3@example.com", ip)).status).toBe(200);
    expect((await visit(s.accessCode, "someone-else@example.com", freshIp())).status).toBe(200);
    const other = await space([]);
    expect((await visit(other.accessCode, "invented-too-many@example.com", ip)).status).toBe(200);
    const db = await getDb();
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(NEW_EMAIL_LIMIT + 1);
  });

  it("answers a code that cannot name a space (a NUL in it) with 404, not 500", async () => {
    expect((await visit("a\u0000b", "nul@example.com", freshIp())).status).toBe(404);
  });

  it("holds under concurrency: parallel new emails from one address get at most the limit", async () => {
    const s = await space([]);
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: NEW_EMAIL_LIMIT * 3 }, (_, i) => visit(s.accessCode, `burst${i}@example.com`, ip)));
    expect(results.filter((r) => r.status === 200).length).toBe(NEW_EMAIL_LIMIT);
    expect(results.filter((r) => r.status !== 200 && r.status !== 429)).toEqual([]);
  });
});

describe("code guessing", () => {
  it("answers 429 after 30 failed codes from one IP, even for a valid code, and a spoofed prefix does not reset it", async () => {
    const s = await space([]);
    const proxyAddedIp = "192.0.2.77";
    for (let i = 0; i < 30; i++) {
      expect((await visit(generateAccessCode(), "vc@example.com", proxyAddedIp)).status).toBe(404);
    }
    const blocked = await visit(generateAccessCode(), "vc@example.com", proxyAddedIp);
    expect(blocked.status).toBe(429);
    expect(typeof blocked.body.message).toBe("string");
    expect((await visit(s.accessCode, "vc@example.com", proxyAddedIp)).status).toBe(429);
    expect((await visit(s.accessCode, "vc@example.com", `1.2.3.4, ${proxyAddedIp}`)).status).toBe(429);
    expect((await visit(s.accessCode, "vc@example.com", `10.9.8.7,1.1.1.1, ${proxyAddedIp}`)).status).toBe(429);
    expect((await fetchFile(s.accessCode, "00000000-0000-4000-8000-000000000000", { ip: proxyAddedIp })).status).toBe(429);
    const db = await getDb();
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(0);
    expect((await visit(s.accessCode, "vc@example.com", freshIp())).status).toBe(200);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(1);
  });

  it("logs the socket peer the server entry appended (TRUSTED_PROXY_HOPS=0), and the proxy's entry behind one proxy", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const s = await space([]);
    await visit(s.accessCode, "zero@example.com", "6.6.6.6, 203.0.113.99");
    process.env.TRUSTED_PROXY_HOPS = "1";
    await visit(s.accessCode, "one@example.com", "6.6.6.6, 203.0.113.98, 10.0.0.2");
    const rows = await (await getDb()).sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id }, orderBy: { email: "asc" } });
    expect(rows.map((r) => [r.email, r.ipAddress])).toEqual([
      ["one@example.com", "203.0.113.98"],
      ["zero@example.com", "203.0.113.99"],
    ]);
  });
});
