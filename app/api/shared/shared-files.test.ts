import { getDb } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupSharedVisits } from "@/tests/helpers/shared-visits";
import { attachDocument, createFounder, storeFile, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

const { world, freshIp, space, visit, fetchFile } = setupSharedVisits(200);

describe("GET /api/shared/{code}/files/{fileId}", () => {
  async function spaceWithFile(who: Founder = world.founder, taskIndex = 3) {
    const task = world.tasks[taskIndex];
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
    expect(res.body).toBe(`bytes of ${world.founder.companyId}`);
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
    const x = await spaceWithFile(world.founder, 3);
    const y = await spaceWithFile(world.founder, 4);
    expect((await fetchFile(y.s.accessCode, y.file.id, { token: x.token })).status).toBe(401);
    expect((await fetchFile(x.s.accessCode, y.file.id, { token: x.token })).status).toBe(404);
  });

  it("answers 404 for a file of the company that no item of the space links to", async () => {
    const { s, token } = await spaceWithFile();
    const unshared = await storeFile(world.founder.companyId, "unshared");
    const res = await fetchFile(s.accessCode, unshared.id, { token });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("unshared");
    expect((await fetchFile(s.accessCode, "not-a-uuid", { token })).status).toBe(404);
  });

  it("never serves another company's file even if a snapshot names it", async () => {
    const stranger = await createFounder("Stranger");
    const theirs = await storeFile(stranger.companyId, "their secret");
    await attachDocument(world.founder.companyId, world.tasks[5].id, 0, theirs.url);
    const s = await space([{ itemType: "document", itemId: `${world.tasks[5].id}-doc-0` }]);
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
