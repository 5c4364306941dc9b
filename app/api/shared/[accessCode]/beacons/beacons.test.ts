import { GET as exportCsv } from "@/app/api/shared-spaces/[id]/analytics/export/route";
import { POST as revokeSpace } from "@/app/api/shared-spaces/[id]/revoke/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { POST as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { POST as beacons } from "@/app/api/shared/[accessCode]/beacons/route";
import { getSpaceAnalytics, summarizeSpaceActivity } from "@/lib/spaces/space-analytics";
import { getDb } from "@/lib/db";
import { MAX_BEACON_EVENTS, MAX_EVENTS_PER_VISIT, MAX_PAGE_MS } from "@/lib/spaces/rules/space-analytics";
import { signVisitorToken, VISITOR_COOKIE, verifyVisitorToken } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, OPEN_SPACE_SETTINGS, storeFile, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

let founder: Founder;
let other: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let deck: { id: string; url: string };
let risky: { id: string; url: string };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  founder = await createFounder();
  other = await createFounder("Other");
  tasks = await tasksWithDocuments(2);
  deck = await storeFile(founder.companyId, "%PDF-1.4 deck", "Deck.pdf");
  risky = await storeFile(founder.companyId, "%PDF-1.4 risky", '=HYPERLINK("http://evil"),x.pdf');
  await attachDocument(founder.companyId, tasks[0].id, 0, deck.url);
  await attachDocument(founder.companyId, tasks[0].id, 1, risky.url);
});

async function space(owner: Founder, taskId = tasks[0].id) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: owner.cookie,
    body: { companyId: owner.companyId, name: "Seed data room", items: [{ itemType: "task", itemId: taskId }], ...OPEN_SPACE_SETTINGS },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; accessCode: string };
}

/** A visit by `email`: the visitor cookie its answer set. */
async function visit(code: string, email: string, ip = freshIp()) {
  const res = await call(openSpace, `/api/shared/${code}`, {
    method: "POST",
    params: { accessCode: code },
    body: { email },
    headers: { "x-forwarded-for": ip },
  });
  expect(res.status).toBe(200);
  return { cookie: `${VISITOR_COOKIE}=${res.body.visitorToken as string}`, token: res.body.visitorToken as string, ip };
}

const fetchFile = (code: string, fileId: string, cookie: string, disposition?: string) =>
  call(openFile, `/api/shared/${code}/files/${fileId}`, { params: { accessCode: code, fileId }, cookie, query: disposition ? { disposition } : {} });

const send = (code: string, cookie: string | undefined, events: unknown) =>
  call(beacons, `/api/shared/${code}/beacons`, { method: "POST", params: { accessCode: code }, cookie, body: { events } });

describe("beacons", () => {
  it("records page times of a document this visit opened, and the founder sees them", async () => {
    const s = await space(founder);
    const v = await visit(s.accessCode, "reader@fund.vc");
    expect((await fetchFile(s.accessCode, deck.id, v.cookie, "inline")).status).toBe(200);
    const res = await send(s.accessCode, v.cookie, [
      { fileId: deck.id, page: 1, ms: 12_000 },
      { fileId: deck.id, page: 2, ms: MAX_PAGE_MS * 4 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: 2 });
    expect((await fetchFile(s.accessCode, deck.id, v.cookie)).status).toBe(200);

    const view = await getSpaceAnalytics({ userId: founder.id, spaceId: s.id });
    expect(view.visitors[0].timeline[0].events.filter((e) => e.kind === "page").map((e) => e.page)).toEqual([1, 2]);
    expect(view.totals).toEqual({ visits: 1, visitors: 1, documentsOpened: 1, pagesViewed: 2, downloads: 1, totalMs: 12_000 + MAX_PAGE_MS });
    expect(view.documents[0]).toMatchObject({
      fileName: "Deck.pdf",
      pages: [
        { page: 1, ms: 12_000 },
        { page: 2, ms: MAX_PAGE_MS },
      ],
    });
    expect(view.visitors[0].timeline[0].events.map((e) => e.kind)).toEqual(["open", "page", "page", "download"]);

    const digest = await summarizeSpaceActivity({
      companyId: founder.companyId,
      since: new Date(Date.now() - 60_000),
      until: new Date(Date.now() + 60_000),
    });
    expect(digest.find((d) => d.spaceId === s.id)).toMatchObject({ visits: 1, newVisitors: 1, documentsOpened: 1, pagesViewed: 2, downloads: 1 });
  });

  it("ignores page times of a document this visit never opened", async () => {
    const s = await space(founder);
    const v = await visit(s.accessCode, "skimmer@fund.vc");
    const res = await send(s.accessCode, v.cookie, [{ fileId: deck.id, page: 1, ms: 5_000 }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: 0 });
  });

  it("needs the visitor cookie of this space: none, another space's or a forged one is a 401", async () => {
    const s = await space(founder);
    const elsewhere = await space(founder);
    const theirs = await visit(elsewhere.accessCode, "reader@fund.vc");
    await fetchFile(elsewhere.accessCode, deck.id, theirs.cookie, "inline");
    expect((await send(s.accessCode, undefined, [{ fileId: deck.id, page: 1, ms: 1 }])).status).toBe(401);
    expect((await send(s.accessCode, theirs.cookie, [{ fileId: deck.id, page: 1, ms: 1 }])).status).toBe(401);

    // A token whose payload names another visit but whose signature is not ours.
    const mine = await visit(s.accessCode, "reader@fund.vc");
    const claims = verifyVisitorToken(mine.token)!;
    const otherVisit = verifyVisitorToken(theirs.token)!.visitId!;
    const [, signature] = mine.token.split(".");
    const payload = Buffer.from(JSON.stringify({ s: claims.spaceId, e: claims.email, x: claims.exp, v: otherVisit })).toString("base64url");
    expect((await send(s.accessCode, `${VISITOR_COOKIE}=${payload}.${signature}`, [{ fileId: deck.id, page: 1, ms: 1 }])).status).toBe(401);

    // Even a genuinely signed token cannot point this space's beacons at another space's visit.
    const crossed = signVisitorToken({ ...claims, visitId: otherVisit });
    expect((await send(s.accessCode, `${VISITOR_COOKIE}=${crossed}`, [{ fileId: deck.id, page: 1, ms: 1 }])).status).toBe(401);
    // Nor at another visitor's visit in the same space.
    const someoneElse = verifyVisitorToken((await visit(s.accessCode, "other@fund.vc")).token)!.visitId!;
    expect(
      (await send(s.accessCode, `${VISITOR_COOKIE}=${signVisitorToken({ ...claims, visitId: someoneElse })}`, [{ fileId: deck.id, page: 1, ms: 1 }]))
        .status,
    ).toBe(401);
    expect(await (await getDb()).sharedSpaceEvent.count({ where: { kind: "page", visitId: { in: [otherVisit, someoneElse] } } })).toBe(0);
  });

  it("refuses files not in the space, oversized batches, bad pages, and a visit past its budget", async () => {
    const s = await space(founder);
    const v = await visit(s.accessCode, "eager@fund.vc");
    await fetchFile(s.accessCode, deck.id, v.cookie, "inline");
    const foreign = await storeFile(other.companyId, "%PDF-1.4 theirs", "Theirs.pdf");
    expect((await send(s.accessCode, v.cookie, [{ fileId: foreign.id, page: 1, ms: 1 }])).status).toBe(404);
    const tooMany = Array.from({ length: MAX_BEACON_EVENTS + 1 }, (_, i) => ({ fileId: deck.id, page: i + 1, ms: 10 }));
    expect((await send(s.accessCode, v.cookie, tooMany)).status).toBe(400);
    expect((await send(s.accessCode, v.cookie, [{ fileId: deck.id, page: 0, ms: 10 }])).status).toBe(400);
    expect((await send(s.accessCode, v.cookie, [])).status).toBe(400);

    const visitId = verifyVisitorToken(v.token)!.visitId!;
    await (await getDb()).sharedSpaceVisit.update({ where: { id: visitId }, data: { eventCount: MAX_EVENTS_PER_VISIT - 1 } });
    expect(
      (
        await send(s.accessCode, v.cookie, [
          { fileId: deck.id, page: 1, ms: 10 },
          { fileId: deck.id, page: 2, ms: 10 },
        ])
      ).status,
    ).toBe(429);
    expect((await send(s.accessCode, v.cookie, [{ fileId: deck.id, page: 1, ms: 10 }])).status).toBe(200);
    expect((await send(s.accessCode, v.cookie, [{ fileId: deck.id, page: 1, ms: 10 }])).status).toBe(429);
  });

  it("a revoked space accepts nothing", async () => {
    const s = await space(founder);
    const v = await visit(s.accessCode, "late@fund.vc");
    await fetchFile(s.accessCode, deck.id, v.cookie, "inline");
    expect(
      (await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", params: { id: s.id }, cookie: founder.cookie })).status,
    ).toBe(200);
    expect((await send(s.accessCode, v.cookie, [{ fileId: deck.id, page: 1, ms: 10 }])).status).toBe(410);
  });
});

describe("CSV export", () => {
  it("is the founder's only, one row per event, quoted and formula-guarded", async () => {
    const s = await space(founder);
    const v = await visit(s.accessCode, "+cmd@fund.vc");
    await fetchFile(s.accessCode, risky.id, v.cookie, "inline");
    await send(s.accessCode, v.cookie, [{ fileId: risky.id, page: 3, ms: 2_500 }]);

    const path = `/api/shared-spaces/${s.id}/analytics/export`;
    expect((await call(exportCsv, path, { params: { id: s.id }, cookie: other.cookie })).status).toBe(404);
    expect((await call(exportCsv, path, { params: { id: s.id } })).status).toBe(401);
    const res = await call(exportCsv, path, { params: { id: s.id }, cookie: founder.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    const lines = (res.body as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time,visitor,visit,event,document,page,seconds");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^[^,]+,'\+cmd@fund\.vc,[0-9a-f-]{36},visit,,,$/);
    expect(lines[2]).toContain(`,open,"'=HYPERLINK(""http://evil""),x.pdf",,`);
    expect(lines[3]).toMatch(/,page,".+",3,2\.5$/);
  });
});
