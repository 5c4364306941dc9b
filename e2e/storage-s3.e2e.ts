import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { startS3Server, type S3TestServer } from "@/tests/helpers/s3";
import { createCompany, launchBrowser, newContext, screenshot, signedInPage } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

/**
 * A real 20 MB file through the S3 path in Chromium. The app runs with S3_BUCKET against
 * s3rver on loopback (ports: app E2E_S3_APP_PORT or 3341, store 3343); the file goes from the
 * browser to the bucket, and comes back byte-identical to the founder and to a visitor.
 */
const APP_PORT = Number(process.env.E2E_S3_APP_PORT ?? 3341);
const STORE_PORT = Number(process.env.E2E_S3_STORE_PORT ?? 3343);
const MB = 1024 * 1024;
const FILE = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), randomBytes(20 * MB - 9)]);

let browser: Browser;
let store: S3TestServer;
let app: RunningServer;
let previousBaseUrl: string | undefined;

beforeAll(async () => {
  store = await startS3Server(STORE_PORT);
  app = await startServer(APP_PORT, store.env);
  previousBaseUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = app.baseUrl;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  process.env.E2E_BASE_URL = previousBaseUrl;
  app?.process.kill("SIGTERM");
  await store?.close();
  if (app) await rm(app.dataDir, { recursive: true, force: true });
});

const documentLines = (description: string) =>
  description
    .split("\n")
    .filter((l) => /^\s*[-•]/.test(l))
    .map((l) => l.replace(/^\s*[-•]\s*/, "").trim());

describe("S3 path (issue 15)", () => {
  it("uploads 20 MB from the browser straight to the bucket and downloads it back byte-identical, as founder and as visitor", async () => {
    const { context, page } = await signedInPage(browser);
    const company = await createCompany(context, "Bucket Bound Ltd");
    const phase = (await (await context.request.get("/api/phases")).json()).data[0];
    const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data;
    const task = tasks.find((t: { description: string | null }) => documentLines(t.description ?? "").length >= 1);
    const [line] = documentLines(task.description);

    // Every request body the app itself receives, and the bytes that go to the store (Content-Length
    // as sent; postData does not include a File body).
    let appBodyBytes = 0;
    let storeBodyBytes = 0;
    const counted: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      counted.push(
        request.allHeaders().then((headers) => {
          const size = Math.max(Number(headers["content-length"] ?? 0), request.postDataBuffer()?.length ?? 0);
          if (request.url().startsWith(app.baseUrl)) appBodyBytes += size;
          else if (request.url().startsWith(store.endpoint)) storeBodyBytes += size;
        }),
      );
    });

    await page.goto(`/phase/${phase.id}`);
    await page.getByRole("button", { name: task.title }).first().click();
    await page.getByRole("listitem", { name: line }).getByRole("button", { name: "Upload Document" }).click();
    await page.getByLabel("Choose a file").setInputFiles({ name: "data-room.pdf", mimeType: "application/pdf", buffer: FILE });
    const put = page.waitForResponse((r) => r.url().startsWith(store.endpoint) && r.request().method() === "PUT");
    await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
    expect((await put).status()).toBe(200);
    await page.getByText("File uploaded successfully").first().waitFor();
    await screenshot(page, "s3-upload-done");
    await Promise.all(counted);
    expect(storeBodyBytes).toBe(FILE.length);
    expect(appBodyBytes).toBeLessThan(64 * 1024);

    // Founder: the link downloads through a redirect to the bucket.
    const link = page.getByRole("listitem", { name: line }).getByRole("link", { name: /data-room\.pdf/ });
    const href = (await link.getAttribute("href"))!;
    const hop = await context.request.get(href, { maxRedirects: 0 });
    expect(hop.status()).toBe(302);
    expect(hop.headers()["referrer-policy"]).toBe("no-referrer");
    expect(hop.headers().location.startsWith(`${store.endpoint}/`)).toBe(true);
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("data-room.pdf");
    expect((await readFile((await download.path())!)).equals(FILE)).toBe(true);

    // Visitor: through a shared space and its email gate.
    const created = await context.request.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: "S3 room",
        items: [{ itemType: "task", itemId: task.id, taskId: task.id, phaseId: phase.id }],
        ...OPEN_SPACE_SETTINGS,
      },
    });
    expect(created.status()).toBe(201);
    const space = await created.json();
    const visitor = await newContext(browser);
    const vpage = await visitor.newPage();
    await vpage.goto(`/shared/${space.accessCode}`);
    await vpage.getByLabel("Email address").fill("investor@fund.example");
    await vpage.getByRole("button", { name: "View Shared Space" }).click();
    await vpage.getByRole("heading", { name: "S3 room" }).waitFor();
    const fileHref = (await vpage
      .getByRole("link", { name: /data-room\.pdf/ })
      .first()
      .getAttribute("href"))!;
    const visitorHop = await vpage.request.get(fileHref, { maxRedirects: 0 });
    expect(visitorHop.status()).toBe(302);
    expect(visitorHop.headers()["referrer-policy"]).toBe("no-referrer");
    const stored = await vpage.request.get(visitorHop.headers().location);
    expect(stored.status()).toBe(200);
    expect(stored.headers()["content-type"]).toBe("application/pdf");
    expect(stored.headers()["content-disposition"]).toContain(`filename="data-room.pdf"`);
    expect(Buffer.from(await stored.body()).equals(FILE)).toBe(true);
    await visitor.close();
    await context.close();
  });
});
