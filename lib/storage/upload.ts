import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError } from "@/lib/errors";
import { getStorage, newStorageKey } from "./index";
import { SniffStream } from "./sniff";
import { FILE_TOO_LARGE, NOT_MULTIPART, NO_FILE } from "@/lib/messages/files";
import { errorAnswers } from "@/lib/messages/requests";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const FILE_FIELD = "file";
export const FILE_NAME_MAX = 255;

// Room for the multipart boundaries, part headers and small fields around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedUpload {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The text fields of the form (only those sent). */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  /**
   * Runs when the file part starts, with the fields sent before it; throwing stops the upload
   * before any byte is stored (e.g. checking the company id before writing 25 MB).
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void> | void;
}

/** Browsers escape `"`, CR and LF in multipart file names as %22, %0D and %0A (HTML spec). */
function decodeFormName(name: string | undefined): string {
  return (name ?? "").replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

/**
 * The original name as metadata: no directories, no control or bidi-override characters,
 * at most 255 characters (keeping the extension), never empty.
 */
export function sanitizeFileName(raw: string | null | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .toWellFormed()
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .trim();
  if (!cleaned || cleaned === "." || cleaned === "..") return "file";
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keep = ext.length <= 16 ? ext : [];
  return chars
    .slice(0, FILE_NAME_MAX - keep.length)
    .join("")
    .concat(keep.join(""));
}

/**
 * Streams one multipart file straight into storage under a new random key, sniffing its type on
 * the way. Never holds the body in memory; stops reading as soon as the file passes 25 MB. Any
 * failure leaves nothing stored.
 */
export async function receiveUpload(req: Request, options: ReceiveOptions = {}): Promise<ReceivedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !req.body) throw new ApiError(400, NOT_MULTIPART);
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw new ApiError(413, FILE_TOO_LARGE);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // Busboy reports "limit" on reaching fileSize, so one byte more means "over 25 MB".
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
  } catch {
    throw new ApiError(400, NOT_MULTIPART);
  }
  const source = Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  const storage = getStorage();
  const fields: Record<string, string> = {};

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let stored: Promise<Omit<ReceivedUpload, "fields">> | undefined;
    let fileStream: Readable | undefined;
    let failed = false;

    function fail(error: unknown) {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      fileStream?.destroy(error instanceof Error ? error : new Error(String(error)));
      // Wait for the write to settle (its temp file is gone by then), and drop a finished one.
      const cleanup = stored
        ? stored.then(
            (file) => storage.delete(file.storageKey),
            () => undefined,
          )
        : Promise.resolve();
      cleanup.catch(() => undefined).finally(() => reject(error));
    }

    const store = async (stream: Readable, sniffer: SniffStream, state: { tooLarge: boolean }) => {
      await options.beforeFile?.({ ...fields });
      if (state.tooLarge) throw new ApiError(413, FILE_TOO_LARGE);
      if (failed) throw new Error("Upload aborted");
      const storageKey = newStorageKey();
      const { size } = await storage.write(storageKey, stream.pipe(sniffer));
      return { storageKey, fileName: sniffer.fileName, contentType: sniffer.contentType!, size };
    };

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== FILE_FIELD || stored || failed) {
        stream.resume();
        return;
      }
      fileStream = stream;
      const sniffer = new SniffStream(sanitizeFileName(decodeFormName(info.filename)));
      // pipe() does not forward errors: a destroyed file stream (413, abort) must fail the write.
      stream.on("error", (error) => sniffer.destroy(error));
      // Its errors reach us through storage.write's pipeline (or do not matter if it never started).
      sniffer.on("error", () => undefined);
      // Busboy may emit "limit" synchronously while parsing one large chunk, so listen right away,
      // and stop reading the request at once (busboy alone would read and discard the rest).
      const state = { tooLarge: false };
      stream.on("limit", () => {
        state.tooLarge = true;
        fail(new ApiError(413, FILE_TOO_LARGE));
      });
      stored = store(stream, sniffer, state);
      stored.catch(fail);
    });
    parser.on("error", () => fail(new ApiError(400, errorAnswers.malformedMultipart)));
    parser.on("close", () => {
      if (failed) return;
      if (!stored) return fail(new ApiError(400, NO_FILE));
      stored.then((file) => resolve({ ...file, fields }), fail);
    });
    source.on("error", fail);
    source.pipe(parser);
  });
}
