import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { NEW_EMAIL_LIMIT } from "@/lib/data/shared-view";
import { getDb, getSql } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { generateAccessCode } from "@/lib/sharing/access-code";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, storeFile, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

let founder: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  founder = await createFounder();
  tasks = await tasksWithDocuments(2);
});

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

async function space(items: unknown[], who: Founder = founder, extra: Record<string, unknown> = {}) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: who.cookie,
    body: { companyId: who.companyId, name: "Data room", description: "Series A", items, ...extra },
  });
  expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return res.body as { id: string; accessCode: string };
}

function visit(code: string, email: string | undefined, ip = "203.0.113.7", headers: Record<string, string> = {}) {
  return call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: email === undefined ? {} : { email },
    headers: { "x-forwarded-for": ip, "user-agent": "InvestorBrowser/1.0", ...headers },
  });
}

/** `token` rides in the visitor cookie, as a browser sends it; `queryToken` in `?token=`. */
function fetchFile(code: string, fileId: string, options: { token?: string; queryToken?: string; cookie?: string; ip?: string } = {}) {
  return call(openFile, `/api/shared/${code}/files/${fileId}`, {
    params: { accessCode: code, fileId },
    query: options.queryToken ? { token: options.queryToken } : {},
    cookie: options.cookie ?? (options.token ? `${VISITOR_COOKIE}=${options.token}` : undefined),
    headers: { "x-forwarded-for": options.ip ?? "203.0.113.7" },
  });
}

describe("GET /api/shared/{code}", () => {
  it("answers the space and its items, logs the visit and counts the view", async () => {
    const s = await space([
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "phase", itemId: tasks[0].phaseId },
    ]);
    const res = await visit(s.accessCode, "  Investor@Fund.COM ", "10.0.0.1, 203.0.113.50");
    expect(res.status).toBe(200);
    expect(res.body.space).toEqual({
      name: "Data room",
      description: "Series A",
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      isActive: true,
      itemCount: 2,
    });
    expect(res.body.items.map((i: { itemType: string }) => i.itemType)).toEqual(["task", "phase"]);
    expect(res.body.items[0].itemData.label).toBe(tasks[0].title);
    expect(typeof res.body.visitorToken).toBe("string");
    expect(res.headers.get("cache-control")).toContain("no-store");

    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/shared_visitor=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Path=/api/shared/${s.accessCode}`);

    const db = await getDb();
    const rows = await db.sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "investor@fund.com", ipAddress: "203.0.113.50", userAgent: "InvestorBrowser/1.0" });
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(1);

    const again = await visit(s.accessCode, "investor@fund.com", "203.0.113.51");
    expect(again.status).toBe(200);
    const after = await db.sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id } });
    expect(after).toHaveLength(1);
    expect(after[0].lastViewedAt.getTime()).toBeGreaterThan(rows[0].lastViewedAt.getTime());
    expect(after[0].accessedAt.getTime()).toBe(rows[0].accessedAt.getTime());
    expect(after[0].ipAddress).toBe("203.0.113.51");
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(2);
  });

  it("shows a repeat visitor the items as they are now, after the founder adds or replaces them", async () => {
    const s = await space([{ itemType: "task", itemId: tasks[0].id }]);
    const labels = async () => {
      const res = await visit(s.accessCode, "repeat@fund.com");
      expect(res.status).toBe(200);
      expect(res.body.space.itemCount).toBe(res.body.items.length);
      return res.body.items.map((i: { itemData: { label: string } }) => i.itemData.label);
    };
    expect(await labels()).toEqual([tasks[0].title]);
    // A repeat visit reads no items: they come from what the server kept.
    const sql = await getSql();
    const statements = jest.spyOn(sql, "rows");
    try {
      expect(await labels()).toEqual([tasks[0].title]);
      expect(statements).toHaveBeenCalledTimes(2);
      expect(statements.mock.calls.map(([text]) => text).join("\n")).not.toContain("shared_space_items");
    } finally {
      statements.mockRestore();
    }

    const added = await call(addItems, `/api/shared-spaces/${s.id}/items`, {
      method: "POST",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { items: [{ itemType: "task", itemId: tasks[1].id }] },
    });
    expect(added.status).toBeLessThan(300);
    expect(await labels()).toEqual([tasks[0].title, tasks[1].title]);

    const edited = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { items: [{ itemType: "task", itemId: tasks[1].id }] },
    });
    expect(edited.status).toBe(200);
    expect(await labels()).toEqual([tasks[1].title]);
  });

  it("gives visitors no internal ids and routes file links through the visitor route", async () => {
    const task = tasks[1];
    const file = await storeFile(founder.companyId, "term sheet");
    await attachDocument(founder.companyId, task.id, 0, file.url, { notes: "Shared note" });
    await attachDocument(founder.companyId, task.id, 1, "https://example.com/board-minutes.pdf");
    // A task in no shared item: its notes stay out even with includeNotes (issue 21: sections now carry their tasks' notes when included).
    const unshared = tasks.find((t) => t.phaseId !== task.phaseId)!;
    await attachDocument(founder.companyId, unshared.id, 0, file.url, { notes: "PRIVATE NOTE" });
    const s = await space(
      [
        { itemType: "task", itemId: task.id },
        { itemType: "category", phaseId: task.phaseId, category: task.category },
        { itemType: "document", itemId: `${task.id}-doc-0` },
        // Issue 21: notes reach visitors only when the founder ticks them in.
      ],
      founder,
      { includeNotes: true },
    );
    const res = await visit(s.accessCode, "vc@example.com");
    const body = JSON.stringify(res.body);
    expect(body).not.toContain(founder.companyId);
    expect(body).not.toContain(task.id);
    expect(body).not.toContain(task.phaseId);
    expect(body).not.toContain(s.id);
    expect(body).not.toContain("/api/files/");
    expect(body).not.toContain("PRIVATE NOTE");
    const [taskItem, , docItem] = res.body.items;
    expect(taskItem.itemData.notes).toBe("Shared note");
    expect(taskItem.itemData.documents[0].fileUrl).toBe(`/api/shared/${s.accessCode}/files/${file.id}`);
    expect(taskItem.itemData.documents[1].fileUrl).toBe("https://example.com/board-minutes.pdf");
    expect(docItem.itemData.fileUrl).toBe(`/api/shared/${s.accessCode}/files/${file.id}`);
  });

  it("needs an email-shaped email and logs nothing without one", async () => {
    const s = await space([]);
    for (const email of [undefined, "", "not-an-email"]) {
      const res = await visit(s.accessCode, email);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid email");
    }
    expect(await (await getDb()).sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
  });

  it("answers 404 for an unknown code", async () => {
    for (const code of [generateAccessCode(), "short", "../../etc"]) {
      const res = await visit(code, "vc@example.com", freshIp());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "This shared space is not available" });
    }
  });

  it("answers 410 for an expired space and records no access", async () => {
    const s = await space([{ itemType: "task", itemId: tasks[0].id }]);
    const db = await getDb();
    await db.sharedSpace.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await visit(s.accessCode, "vc@example.com");
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: "This shared space has expired" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(0);
  });

  it("answers 410 for a deactivated space", async () => {
    const s = await space([]);
    const db = await getDb();
    await db.sharedSpace.update({ where: { id: s.id }, data: { isActive: false } });
    const res = await visit(s.accessCode, "vc@example.com");
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/deactivated/);
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
  });
});

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

describe("GET /api/shared/{code}/files/{fileId}", () => {
  async function spaceWithFile(who: Founder = founder, taskIndex = 3) {
    const task = tasks[taskIndex];
    const file = await storeFile(who.companyId, `bytes of ${who.companyId}`, "Cap table.pdf");
    await attachDocument(who.companyId, task.id, 0, file.url);
    const s = await space([{ itemType: "document", itemId: `${task.id}-doc-0` }], who);
    const res = await visit(s.accessCode, "vc@example.com", freshIp());
    expect(res.status).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    return { s, file, token: res.body.visitorToken as string, cookie };
  }

  it("streams a file of the space to a visitor who passed the email gate", async () => {
    const { s, file, cookie, token } = await spaceWithFile();
    const res = await fetchFile(s.accessCode, file.id, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toBe(`bytes of ${founder.companyId}`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="Cap table.pdf"/);
    expect((await fetchFile(s.accessCode, file.id, { token })).status).toBe(200);
  });

  it("refuses the token from ?token= (it would leak through history and logs); only the cookie opens files", async () => {
    const { s, file, cookie, token } = await spaceWithFile();
    const res = await fetchFile(s.accessCode, file.id, { queryToken: token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(sharedView.emailGateRequired);
    expect((await fetchFile(s.accessCode, file.id, { cookie })).status).toBe(200);
  });

  it("refuses without the visitor token, or with a forged one", async () => {
    const { s, file, token } = await spaceWithFile();
    expect((await fetchFile(s.accessCode, file.id)).status).toBe(401);
    const forged = `${token.split(".")[0]}.AAAA${token.split(".")[1].slice(4)}`;
    expect((await fetchFile(s.accessCode, file.id, { token: forged })).status).toBe(401);
  });

  it("does not let a token for space X fetch a file of space Y", async () => {
    const x = await spaceWithFile(founder, 3);
    const y = await spaceWithFile(founder, 4);
    expect((await fetchFile(y.s.accessCode, y.file.id, { token: x.token })).status).toBe(401);
    expect((await fetchFile(x.s.accessCode, y.file.id, { token: x.token })).status).toBe(404);
  });

  it("answers 404 for a file of the company that no item of the space links to", async () => {
    const { s, token } = await spaceWithFile();
    const unshared = await storeFile(founder.companyId, "unshared");
    const res = await fetchFile(s.accessCode, unshared.id, { token });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("unshared");
    expect((await fetchFile(s.accessCode, "not-a-uuid", { token })).status).toBe(404);
  });

  it("never serves another company's file even if a snapshot names it", async () => {
    const stranger = await createFounder("Stranger");
    const theirs = await storeFile(stranger.companyId, "their secret");
    await attachDocument(founder.companyId, tasks[5].id, 0, theirs.url);
    const s = await space([{ itemType: "document", itemId: `${tasks[5].id}-doc-0` }]);
    const res = await visit(s.accessCode, "vc@example.com", freshIp());
    const fileRes = await fetchFile(s.accessCode, theirs.id, { token: res.body.visitorToken });
    expect(fileRes.status).toBe(404);
    expect(JSON.stringify(fileRes.body)).not.toContain("their secret");
  });

  it("serves no bytes once the space has expired", async () => {
    const { s, file, token } = await spaceWithFile();
    await (await getDb()).sharedSpace.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await fetchFile(s.accessCode, file.id, { token });
    expect(res.status).toBe(410);
    expect(JSON.stringify(res.body)).not.toContain("bytes of");
  });
});
