import type { Browser, BrowserContext } from "playwright-core";
import { createCompany, launchBrowser, newContext, signedInPage } from "./support/browser";

/**
 * A shared link that no longer leads anywhere says so to people and to machines alike: the
 * space's page keeps its human "not available" or "Access Error" text, and answers 404 when there
 * is no space behind the code (never was, deleted, or its company deleted) and 410 when the space
 * exists but has ended (revoked, expired). Link checkers, crawlers and monitoring read the status.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOT_AVAILABLE = "This shared space is not available";
const MAY_HAVE_EXPIRED = "The link may have expired or been removed.";

/** A founder with one space; `expiresInMs` counts from the moment the space is created, not from the call. */
async function founderWithSpace({ expiresInMs }: { expiresInMs?: number } = {}) {
  const { context, user } = await signedInPage(browser);
  const company = await createCompany(context, "Status Labs");
  const phase = (await (await context.request.get("/api/phases")).json()).data[0] as { id: string };
  const task = ((await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string }[])[0];
  const res = await context.request.post("/api/shared-spaces", {
    data: {
      companyId: company.id,
      name: "Status room",
      items: [{ itemType: "task", itemId: task.id, taskId: task.id, phaseId: phase.id }],
      ...(expiresInMs ? { expiresAt: new Date(Date.now() + expiresInMs).toISOString() } : {}),
    },
  });
  expect(res.status()).toBe(201);
  const space = (await res.json()) as { id: string; accessCode: string; expiresAt: string };
  return { context, user, spaceId: space.id, code: space.accessCode, expiresAt: new Date(space.expiresAt) };
}

/** Opens the space's page as a visitor would: the status of the HTML answer and the words on it. */
async function visit(code: string): Promise<{ status: number; contentType: string; text: string; visitor: BrowserContext }> {
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  const res = await page.goto(`/shared/${code}`);
  const text = await page.locator("main, body").first().innerText();
  return { status: res!.status(), contentType: res!.headers()["content-type"] ?? "", text, visitor };
}

describe("the status of a shared space's page", () => {
  it("a live space's page is 200 with its email gate", async () => {
    const { context, code } = await founderWithSpace();
    const { status, text, visitor } = await visit(code);
    expect(status).toBe(200);
    expect(text).not.toContain(NOT_AVAILABLE);
    await Promise.all([visitor.close(), context.close()]);
  });

  it("an unknown code is 404 with the not-available page", async () => {
    const { status, contentType, text, visitor } = await visit("A".repeat(24));
    expect(status).toBe(404);
    expect(contentType).toMatch(/^text\/html/);
    expect(text).toContain(NOT_AVAILABLE);
    expect(text).toContain(MAY_HAVE_EXPIRED);
    await visitor.close();
  });

  it("a deleted space's code is 404 with the not-available page", async () => {
    const { context, spaceId, code } = await founderWithSpace();
    expect((await context.request.delete(`/api/shared-spaces/${spaceId}`)).status()).toBe(204);
    const { status, text, visitor } = await visit(code);
    expect(status).toBe(404);
    expect(text).toContain(NOT_AVAILABLE);
    await Promise.all([visitor.close(), context.close()]);
  });

  it("after Delete company and account, the company's codes are 404 with the not-available page", async () => {
    const { context, user, code } = await founderWithSpace();
    const deleted = await context.request.delete("/api/account", { data: { confirm: user.email } });
    expect(deleted.status()).toBe(200);
    const { status, text, visitor } = await visit(code);
    expect(status).toBe(404);
    expect(text).toContain(NOT_AVAILABLE);
    expect(text).toContain(MAY_HAVE_EXPIRED);
    await Promise.all([visitor.close(), context.close()]);
  });

  it("a revoked space is 410 with the Access Error page saying so", async () => {
    const { context, spaceId, code } = await founderWithSpace();
    expect((await context.request.post(`/api/shared-spaces/${spaceId}/revoke`)).status()).toBe(200);
    const { status, contentType, text, visitor } = await visit(code);
    expect(status).toBe(410);
    expect(contentType).toMatch(/^text\/html/);
    expect(text).toContain("Access Error");
    expect(text).toContain("The owner revoked access to this shared space");
    expect(text).toContain(MAY_HAVE_EXPIRED);
    await Promise.all([visitor.close(), context.close()]);
  });

  it("an expired space is 410 with the Access Error page saying so", async () => {
    const { context, code, expiresAt } = await founderWithSpace({ expiresInMs: 3000 });
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt.getTime() - Date.now() + 500)));
    const { status, text, visitor } = await visit(code);
    expect(status).toBe(410);
    expect(text).toContain("Access Error");
    expect(text).toContain("This shared space has expired");
    await Promise.all([visitor.close(), context.close()]);
  });
});
