import { PDFDocument } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import { stampPdf, watermarkText, winAnsiSafe } from "./watermark";

async function samplePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([595, 842]).drawText(`Page body ${i + 1}`, { x: 50, y: 700, size: 20 });
  return pdf.save();
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: Buffer.from(bytes) });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

const stamp = { email: "ann@fund.example", ip: "203.0.113.9", date: new Date("2026-11-24T12:00:00Z") };

describe("watermarkText", () => {
  it.each([
    [stamp, "ann@fund.example - 2026-11-24 - 203.0.113.9"],
    [{ ...stamp, ip: null }, "ann@fund.example - 2026-11-24 - IP unknown"],
  ])("%j -> %s", (input, expected) => expect(watermarkText(input)).toBe(expected));
});

describe("winAnsiSafe", () => {
  it.each([
    ["plain@x.io", "plain@x.io"],
    ["jürgen@x.de", "j?rgen@x.de"],
    ["a\nb", "a?b"],
  ])("%s -> %s", (input, expected) => expect(winAnsiSafe(input)).toBe(expected));
});

describe("stampPdf", () => {
  it("stamps the visitor's email, date and IP on every page", async () => {
    const stamped = await stampPdf(await samplePdf(3), stamp);
    const pages = await pageTexts(stamped);
    expect(pages).toHaveLength(3);
    for (const text of pages) {
      expect(text).toContain("Page body");
      expect(text).toContain("ann@fund.example");
      expect(text).toContain("2026-11-24");
      expect(text).toContain("203.0.113.9");
    }
  });

  it("leaves an unstamped PDF without the email (the test can fail)", async () => {
    const pages = await pageTexts(await samplePdf(1));
    expect(pages.join("\n")).not.toContain("ann@fund.example");
  });

  it("refuses bytes that are not a PDF", async () => {
    await expect(stampPdf(new TextEncoder().encode("not a pdf"), stamp)).rejects.toThrow();
  });
});
