import { GET as listSpaces } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { setupSpaceOwners } from "@/tests/helpers/space-owners";

setupTestDatabase();

const { owners, create } = setupSpaceOwners();

const listed = async (id: string) => {
  const res = await call(listSpaces, "/api/shared-spaces", { cookie: owners.founder.cookie });
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }[]).find((s) => s.id === id);
};

describe("POST /api/shared-spaces: secure by default", () => {
  it("gives a space created with its settings omitted verified emails, no downloads, a watermark, visit alerts and copying allowed", async () => {
    expect(SECURE_SPACE_DEFAULTS).toEqual({
      requireVerification: true,
      allowDownloads: false,
      watermark: true,
      notifyNewVisitors: true,
      allowCopying: true,
    });
    const res = await create({ name: "Defaults" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(SECURE_SPACE_DEFAULTS);
    expect(await listed(res.body.id)).toMatchObject({ ...SECURE_SPACE_DEFAULTS, allowList: [], denyList: [], agreementText: null });
  });

  it("keeps what the founder chose instead", async () => {
    const chosen = { requireVerification: false, allowDownloads: true, watermark: false, notifyNewVisitors: false };
    const res = await create({ name: "Open", ...chosen, allowList: ["fund.com"], agreementText: "Keep it to yourself" });
    expect(res.status).toBe(201);
    expect(await listed(res.body.id)).toMatchObject({ ...chosen, allowList: ["fund.com"], agreementText: "Keep it to yourself" });
  });
});

describe("GET /api/shared-spaces: the links page's figures", () => {
  it("says how many distinct visitors a space had and when it was last visited", async () => {
    const res = await create({ name: "Visited", requireVerification: false });
    const code = res.body.accessCode as string;
    expect(await listed(res.body.id)).toMatchObject({ viewCount: 0, visitorCount: 0, lastVisitAt: null });
    const before = Date.now();
    for (const email of ["a@fund.example", "b@fund.example", "a@fund.example"]) {
      const visit = await call(openSpace, `/api/shared/${code}`, {
        params: { accessCode: code },
        query: { email },
        headers: { "x-forwarded-for": "198.51.100.90" },
      });
      expect(visit.status).toBe(200);
    }
    const space = (await listed(res.body.id)) as unknown as { viewCount: number; visitorCount: number; lastVisitAt: string };
    expect(space).toMatchObject({ viewCount: 3, visitorCount: 2 });
    expect(new Date(space.lastVisitAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
