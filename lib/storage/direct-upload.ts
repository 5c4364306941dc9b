import "server-only";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { getStorage } from "./index";
import { isTextType, SNIFF_BYTES, SniffStream, sniffContentType } from "./sniff";
import { MAX_UPLOAD_BYTES, sanitizeFileName } from "./upload";
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, UPLOAD_INCOMPLETE, UPLOAD_MISMATCH, UPLOAD_NOT_FOUND } from "@/lib/messages/files";

/** A presigned PUT is valid this long (S3 checks it when the request starts). */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** The completion call is accepted this long after the upload started. */
export const UPLOAD_COMPLETE_MS = 60 * 60 * 1000;

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** POST /api/files/uploads: what the browser declares before sending the bytes. */
export const startUploadSchema = z.object({
  companyId: z.string(),
  fileName: z.string().max(1024),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(255).optional().default(""),
});
export type StartUploadInput = z.output<typeof startUploadSchema>;

/** The declared size and type as the signature will bind them (400/413 before anything is signed). */
export function declaredUpload(input: StartUploadInput): { fileName: string; size: number; contentType: string } {
  if (input.size === 0) throw new ApiError(400, FILE_EMPTY);
  if (input.size > MAX_UPLOAD_BYTES) throw new ApiError(413, FILE_TOO_LARGE);
  const type = input.contentType.trim().toLowerCase();
  return { fileName: sanitizeFileName(input.fileName), size: input.size, contentType: MIME.test(type) ? type : "application/octet-stream" };
}

/**
 * PUT /api/files/uploads/{id} (local driver only: a store receives its own PUTs). Mirrors what a
 * presigned PUT enforces: the signed Content-Type, and exactly the declared number of bytes.
 */
export async function receiveAppUpload(req: Request, expected: { key: string; size: number; contentType: string }): Promise<void> {
  const storage = getStorage();
  if (!storage.receivesUploads) throw new ApiError(404, UPLOAD_NOT_FOUND);
  if ((req.headers.get("content-type") ?? "").toLowerCase() !== expected.contentType) throw new ApiError(400, UPLOAD_MISMATCH);
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) !== expected.size) {
    throw new ApiError(Number(declared) > expected.size ? 413 : 400, Number(declared) > MAX_UPLOAD_BYTES ? FILE_TOO_LARGE : UPLOAD_MISMATCH);
  }
  if (!req.body) throw new ApiError(400, UPLOAD_INCOMPLETE);
  const source = Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  // A body of any other length fails the write, which then leaves the key as it was (as a store
  // leaves an object when a PUT does not match its signature).
  const limited = Readable.from(
    (async function* () {
      let seen = 0;
      for await (const chunk of source) {
        seen += (chunk as Uint8Array).length;
        if (seen > expected.size) throw new ApiError(413, UPLOAD_MISMATCH);
        yield chunk as Uint8Array;
      }
      if (seen !== expected.size) throw new ApiError(400, UPLOAD_INCOMPLETE);
    })(),
  );
  await storage.write(expected.key, limited);
}

/** Reads a text object to its end: valid UTF-8, no NUL (as the streaming upload checks). */
async function checkWholeText(key: string, fileName: string): Promise<void> {
  const body = await getStorage().read(key);
  if (!body) throw new ApiError(400, UPLOAD_INCOMPLETE);
  const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  await pipeline(body, new SniffStream(fileName), sink);
}

/**
 * The completion check, in one ranged GET: the object exists with the declared size (the size
 * comes back with its first bytes), and those bytes are an allowed type. A wrong size or type
 * deletes the object (413/400, 415). Answers the sniffed type, which is what gets recorded and served.
 */
export async function verifyUploadedObject({
  key,
  size,
  fileName,
}: {
  key: string;
  size: number;
  fileName: string;
}): Promise<{ contentType: string }> {
  const storage = getStorage();
  const start = await storage.readStart(key, SNIFF_BYTES);
  if (!start) throw new ApiError(400, UPLOAD_INCOMPLETE);
  const refuse = async (error: ApiError) => {
    await storage.delete(key);
    return error;
  };
  if (start.size > MAX_UPLOAD_BYTES) throw await refuse(new ApiError(413, FILE_TOO_LARGE));
  if (start.size !== size) throw await refuse(new ApiError(400, UPLOAD_INCOMPLETE));
  const contentType = sniffContentType(start.bytes, fileName);
  if (!contentType) throw await refuse(new ApiError(415, FILE_TYPE_NOT_ALLOWED));
  if (isTextType(contentType)) {
    try {
      await checkWholeText(key, fileName);
    } catch (error) {
      if (error instanceof ApiError && error.status === 415) throw await refuse(error);
      throw error;
    }
  }
  return { contentType };
}
