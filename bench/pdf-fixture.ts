/**
 * The viewer bench's document and space: a 40-page, ~3 MB PDF made at bench time (every
 * page a title, a red band and its own uncompressed image of random bytes, so the size is real and no
 * filter can shrink it; page objects in object streams, so pages load on demand), uploaded by a founder through the app's upload flow (POST /api/files/uploads,
 * PUT, POST .../complete), saved on a task and shared in a space.
 */
import { randomBytes } from "node:crypto";
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, rgb, StandardFonts } from "pdf-lib";
import { signIn, type Server } from "./server";

const MB = 1024 * 1024;
export const PDF_PAGES = 40;
export const PDF_TARGET_BYTES = 3 * MB;
/** The band the screencast looks for on page 1 (pure red in neither viewer's chrome). */
export const BAND = { r: 0.85, g: 0.1, b: 0.1 };
const IMAGE_WIDTH = 256;
const IMAGE_HEIGHT = Math.floor(PDF_TARGET_BYTES / PDF_PAGES / (IMAGE_WIDTH * 3));

export async function makeBenchPdf(pages = PDF_PAGES): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    // A raw DeviceRGB image of random bytes: no /Filter, so the file is as large as the pixels.
    const image = pdf.context.register(
      pdf.context.stream(randomBytes(IMAGE_WIDTH * IMAGE_HEIGHT * 3), {
        Type: "XObject",
        Subtype: "Image",
        Width: IMAGE_WIDTH,
        Height: IMAGE_HEIGHT,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject("Im", image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(475, 0, 0, 420, 60, 160), drawObject(name), popGraphicsState());
    // Drawn after the image: a renderer that paints in content order shows the band once the image is down.
    page.drawRectangle({ x: 0, y: 600, width: 595, height: 120, color: rgb(BAND.r, BAND.g, BAND.b) });
    page.drawText(`Data room benchmark - page ${i} of ${pages}`, { x: 40, y: 760, size: 24, font });
  }
  // Page objects in object streams (pdf-lib's default, as many producers write PDFs): pdf.js reads
  // every page's dictionary on opening, and with them spread between the 75 KB images that would
  // fetch every chunk with page 1, leaving nothing for "page 30 on demand" to measure.
  return pdf.save({ useObjectStreams: true }) as Promise<Uint8Array<ArrayBuffer>>;
}

async function json(res: Response) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export interface SharedPdf {
  code: string;
  fileName: string;
  bytes: number;
}

/** A founder uploads the PDF, files it on the first task and shares that document in a space (downloads on, no watermark). */
export async function shareBenchPdf(server: Server, bytes: Uint8Array<ArrayBuffer>): Promise<SharedPdf> {
  const base = server.baseUrl;
  const email = `bench-viewer-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct horse battery staple";
  await json(
    await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = await signIn(base, email, password);
  const headers = { cookie, "content-type": "application/json" };
  const post = async (path: string, body: unknown) => json(await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  // The country says which checklist lines apply: with none, the first task's first line does not, and the space would show nothing.
  const company = await post("/api/company", { company: { name: "Viewer Bench", countryOfIncorporation: "IN" }, founders: [] });
  const fileName = "board-pack-100-pages.pdf";
  const target = await post("/api/files/uploads", { companyId: company.id, fileName, size: bytes.length, contentType: "application/pdf" });
  const toApp = (target.url as string).startsWith("/");
  const put = await fetch(toApp ? `${base}${target.url}` : target.url, {
    method: "PUT",
    headers: { ...target.headers, ...(toApp ? { cookie } : {}) },
    body: bytes,
  });
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}`);
  const file = await json(await fetch(`${base}${target.completeUrl}`, { method: "POST", headers: { cookie } }));
  const phase = (await json(await fetch(`${base}/api/phases`, { headers: { cookie } }))).data[0] as { id: string };
  const task = (await json(await fetch(`${base}/api/phases/${phase.id}/tasks`, { headers: { cookie } }))).data[0] as { id: string };
  const key = `${task.id}-doc-0`;
  const doc = { id: key, name: "Board pack", completed: true, fileUrl: file.url, fileName, uploadedAt: new Date().toISOString() };
  await post("/api/progress", { companyId: company.id, taskId: task.id, documents: { [key]: doc } });
  const space = await post("/api/shared-spaces", {
    companyId: company.id,
    name: "Viewer bench room",
    items: [{ itemType: "document", itemId: key }],
    requireVerification: false,
    allowDownloads: true,
    watermark: false,
  });
  return { code: space.accessCode, fileName, bytes: bytes.length };
}
