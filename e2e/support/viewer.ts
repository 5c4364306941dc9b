import { randomBytes } from "node:crypto";
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, rgb, StandardFonts } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { OPEN_SPACE_SETTINGS } from "../../tests/helpers/open-space-settings";
import { collectErrors, createCompany, newContext, signedInPage } from "./browser";

export const VISITOR = "investor@fund.example";

/**
 * A PDF of `pages` A4 pages titled "Board deck - page N". `noise` adds an uncompressed image of
 * random bytes to each page (about that many bytes), so the file is large enough to load in ranges.
 */
export async function multiPagePdf(pages: number, noise = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    if (noise) {
      const height = Math.max(1, Math.floor(noise / (64 * 3)));
      const image = pdf.context.register(
        pdf.context.stream(randomBytes(64 * height * 3), {
          Type: "XObject",
          Subtype: "Image",
          Width: 64,
          Height: height,
          ColorSpace: "DeviceRGB",
          BitsPerComponent: 8,
        }),
      );
      const name = page.node.newXObject("Im", image);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(200, 0, 0, 150, 60, 40), drawObject(name), popGraphicsState());
    }
    page.drawText(`Board deck - page ${i}`, { x: 60, y: 740, size: 32, font });
    page.drawRectangle({ x: 60, y: 200, width: 475, height: 400, color: rgb(0.88, 0.92, 1), borderColor: rgb(0.2, 0.3, 0.6), borderWidth: 2 });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The founder uploads a PDF to a task and shares that task's document with the options given. */
export async function founderSharesPdf(browser: Browser, options: Record<string, unknown>, pdf?: Buffer) {
  const { context, page } = await signedInPage(browser);
  const company = await createCompany(context, "Viewer Labs");
  const phase = (await (await context.request.get("/api/phases")).json()).data[0] as { id: string };
  const tasks = (await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()).data as { id: string }[];
  const task = tasks[0];
  const upload = await context.request.post("/api/files", {
    multipart: { companyId: company.id, file: { name: "board-deck.pdf", mimeType: "application/pdf", buffer: pdf ?? (await multiPagePdf(3)) } },
  });
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const key = `${task.id}-doc-0`;
  const saved = await context.request.post("/api/progress", {
    data: {
      companyId: company.id,
      taskId: task.id,
      documents: {
        [key]: { id: key, name: "Deck", completed: true, fileUrl: file.url, fileName: "board-deck.pdf", uploadedAt: new Date().toISOString() },
      },
    },
  });
  expect(saved.status()).toBe(200);
  const res = await context.request.post("/api/shared-spaces", {
    data: { companyId: company.id, name: "Viewer room", items: [{ itemType: "document", itemId: key }], ...OPEN_SPACE_SETTINGS, ...options },
  });
  expect(res.status()).toBe(201);
  const space = await res.json();
  expect(space).toMatchObject(options);
  return { context, page, code: space.accessCode as string, spaceId: space.id as string };
}

/**
 * Clicks View Shared Space until the space shows (a click before hydration does nothing), waiting
 * long enough for a slow answer and never clicking a button that has already gone.
 */
async function enterGate(page: Page) {
  const shown = page.getByText("This is a secure, read-only view");
  const button = page.getByRole("button", { name: "View Shared Space" });
  for (let attempt = 0; attempt < 10 && !(await shown.isVisible()); attempt++) {
    if (await button.isVisible()) await button.click();
    await shown.waitFor({ timeout: 5000 }).catch(() => undefined);
  }
  await shown.waitFor();
}

/** A visitor enters the space with an email and opens the deck in the viewer; page 1 is drawn. */
export async function visitorOpensDeck(
  browser: Browser,
  code: string,
  { width = 1280, pages = 3 }: { width?: number; pages?: number } = {},
): Promise<{ visitor: BrowserContext; vpage: Page; errors: string[]; href: string }> {
  const visitor = await newContext(browser, width);
  const vpage = await visitor.newPage();
  const errors = collectErrors(vpage);
  await vpage.goto(`/shared/${code}`);
  await vpage.getByLabel("Email address").fill(VISITOR);
  await enterGate(vpage);
  const link = vpage.getByRole("link", { name: /board-deck\.pdf/ }).first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await vpage.getByRole("dialog", { name: "board-deck.pdf" }).waitFor();
  await vpage
    .getByTestId("page-indicator")
    .filter({ hasText: `Page 1 of ${pages}` })
    .waitFor();
  await vpage.locator("canvas[data-rendered-page='1']").waitFor();
  return { visitor, vpage, errors, href };
}
