import type { Readable } from "node:stream";

/** Where uploaded bytes live. Local disk by default; an S3-compatible driver implements the same. */
export interface StorageDriver {
  /** Streams `body` to `key`. Rejects (and leaves nothing behind) if the stream errors. */
  write(key: string, body: Readable): Promise<{ size: number }>;
  /** A readable stream of the object, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be read and written (GET /api/health); rejects otherwise. */
  ping(): Promise<void>;
}
