import { Transform, type TransformCallback } from "node:stream";
import { ApiError } from "@/lib/errors";
import { FILE_EMPTY, FILE_TYPE_NOT_ALLOWED } from "@/lib/messages/files";

/** Bytes looked at before the type is decided (enough for every signature and leading markup). */
export const SNIFF_BYTES = 512;

const ZIP_TYPES: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};
const OLE2_TYPES: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};
// Text is only taken under these names: an .html/.svg/.js that happens to be plain UTF-8 is refused.
const TEXT_EXTENSIONS = new Set(["", "txt", "text", "csv", "tsv", "md", "log"]);

export const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

function startsWith(head: Uint8Array, signature: number[], offset = 0): boolean {
  if (head.length < offset + signature.length) return false;
  return signature.every((byte, i) => head[offset + i] === byte);
}
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The allowed type of a file from its first bytes, or null when it is not allowed. A result of
 * text/plain or text/csv only means the head looks like text: the caller must still check the
 * rest of the file (see createSniffer). The extension never overrides the bytes; it only picks
 * among zip-based or OLE2-based office types and between csv and plain text.
 */
export function sniffContentType(head: Uint8Array, fileName: string): string | null {
  const ext = fileExtension(fileName);
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return ZIP_TYPES[ext] ?? "application/zip";
  }
  // OLE2 also carries .msi installers and .msg mail, so only the three office names are taken.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE2_TYPES[ext] ?? null;
  return looksLikeText(head, ext) ? (ext === "csv" ? "text/csv" : "text/plain") : null;
}

function looksLikeText(head: Uint8Array, ext: string): boolean {
  if (!TEXT_EXTENSIONS.has(ext)) return false;
  if (head.includes(0)) return false;
  // Markup (HTML, SVG, XML) is refused even under a .txt name.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "");
  return !text.trimStart().startsWith("<");
}

export function isTextType(contentType: string): boolean {
  return contentType === "text/plain" || contentType === "text/csv";
}

/**
 * A pass-through stream that decides the content type from the first bytes and fails with 415
 * when the file is not allowed (and 400 when it is empty). Text files are checked to the end:
 * valid UTF-8 with no NUL byte anywhere.
 */
export class SniffStream extends Transform {
  contentType: string | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private decoder: TextDecoder | null = null;

  constructor(readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.contentType) return callback(this.checkText(chunk, true), chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.contentType) {
      if (this.headLength === 0) return callback(new ApiError(400, FILE_EMPTY));
      return this.releaseHead((error, data) => {
        if (error) return callback(error);
        if (data) this.push(data);
        callback(this.checkText(new Uint8Array(0), false));
      });
    }
    callback(this.checkText(new Uint8Array(0), false));
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffContentType(head, this.fileName);
    if (!this.contentType) return callback(new ApiError(415, FILE_TYPE_NOT_ALLOWED));
    if (isTextType(this.contentType)) this.decoder = new TextDecoder("utf-8", { fatal: true });
    callback(this.checkText(head, true), head);
  }

  private checkText(chunk: Uint8Array, more: boolean): ApiError | null {
    if (!this.decoder) return null;
    if (chunk.includes(0)) return new ApiError(415, FILE_TYPE_NOT_ALLOWED);
    try {
      this.decoder.decode(chunk, { stream: more });
      return null;
    } catch {
      return new ApiError(415, FILE_TYPE_NOT_ALLOWED);
    }
  }
}
