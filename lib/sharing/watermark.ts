import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

/** Who a PDF is stamped for: always from the server's visitor token and the request, never the client. */
export interface WatermarkStamp {
  email: string;
  /** The client's address (lib/auth/client-ip.ts), or null when unknown. */
  ip: string | null;
  date: Date;
}

/** The one line stamped on every page: "alice@fund.com · 2026-11-24 · 203.0.113.9". */
export function watermarkText({ email, ip, date }: WatermarkStamp): string {
  return [email, date.toISOString().slice(0, 10), ip ?? "IP unknown"].join(" - ");
}

/** The standard fonts encode WinAnsi only; anything else (an IDN email) becomes "?" rather than failing. */
export function winAnsiSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?");
}

/**
 * Stamps every page: the line diagonally across the page in light grey, and again as a footer.
 * Bytes in, bytes out; an unreadable or encrypted PDF throws (the caller serves nothing then).
 */
export async function stampPdf(bytes: Uint8Array, stamp: WatermarkStamp): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = winAnsiSafe(watermarkText(stamp));
  const footer = winAnsiSafe(`Shared with ${stamp.email} on ${stamp.date.toISOString().slice(0, 10)} from ${stamp.ip ?? "an unknown address"}`);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    // As large as fits along the diagonal, within reason.
    const size = Math.max(10, Math.min(48, (diagonal * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1))));
    const angle = Math.atan2(height, width);
    const textWidth = font.widthOfTextAtSize(text, size);
    // Centre the rotated line on the page.
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 2;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 2;
    page.drawText(text, { x, y, size, font, color: rgb(0.6, 0.6, 0.6), opacity: 0.3, rotate: degrees((angle * 180) / Math.PI) });
    const footerSize = 8;
    page.drawText(footer, { x: 24, y: 12, size: footerSize, font, color: rgb(0.45, 0.45, 0.45), opacity: 0.8, maxWidth: width - 48 });
  }
  return pdf.save();
}
