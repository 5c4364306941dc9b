import { Readable } from "node:stream";

/** Where the browser sends a direct upload's bytes: one PUT with exactly these headers. */
export interface UploadTarget {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
}

export interface UploadTargetRequest {
  key: string;
  /** The app's id of the upload in flight (the local driver's URL names it). */
  uploadId: string;
  size: number;
  contentType: string;
  expiresInSeconds: number;
}

/** The first bytes of an object and its whole size. */
export interface ObjectStart {
  bytes: Buffer;
  size: number;
}

/** How a download should present itself (the presigned GET sets these on the store's response). */
export interface DownloadOptions {
  fileName: string;
  contentType: string;
  disposition: "attachment" | "inline";
  expiresInSeconds: number;
}

/**
 * An object the browser fetches from the store itself: a stream that reads nothing until it is
 * consumed (so callers that want the bytes still get them), and a presigned URL for a redirect.
 */
export abstract class RemoteObject extends Readable {
  abstract downloadUrl(options: DownloadOptions): Promise<string>;
}

/** Where uploaded bytes live. Local disk by default; the S3-compatible driver implements the same. */
export interface StorageDriver {
  /** Streams `body` to `key`. Rejects (and leaves nothing behind) if the stream errors. */
  write(key: string, body: Readable): Promise<{ size: number }>;
  /** A readable stream of the object (a RemoteObject when the browser can get it directly), or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  /**
   * Bytes `start`..`end` (inclusive) of the object, streamed through the app (never a RemoteObject:
   * the viewer's range requests are answered here, each after its access check), or null when it
   * does not exist.
   */
  readRange(key: string, start: number, end: number): Promise<Readable | null>;
  /** The object's size, or null when it does not exist. */
  head(key: string): Promise<{ size: number } | null>;
  /**
   * Up to `length` first bytes and the object's whole size, in one ranged GET (Content-Range
   * carries the size), or null when the object does not exist.
   */
  readStart(key: string, length: number): Promise<ObjectStart | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be read and written (GET /api/health); rejects otherwise. */
  ping(): Promise<void>;
  /** A short-lived request the browser can PUT the object's bytes with (bound to key, size and type). */
  uploadTarget(request: UploadTargetRequest): Promise<UploadTarget>;
  /** True when direct uploads come back to the app (PUT /api/files/uploads/{id}) rather than to a store. */
  readonly receivesUploads: boolean;
}
