import "server-only";
import { Transform, type Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { ApiError } from "@/lib/errors";
import { contentDisposition } from "./disposition";
import { RemoteObject, type DownloadOptions, type ObjectStart, type StorageDriver, type UploadTarget, type UploadTargetRequest } from "./types";
import { STORAGE_UNAVAILABLE } from "@/lib/messages/files";

/** write() buffers (it serves server-side writes only; browsers upload directly): never more than this. */
const WRITE_LIMIT_BYTES = 32 * 1024 * 1024;

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The S3 settings of the environment, or null when S3_BUCKET is unset (local disk then). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ""),
  };
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as Error)?.name;
  return statusOf(error) === 404 || name === "NoSuchKey" || name === "NotFound";
}

/**
 * Every store failure but "no such object" (refused connection, timeout, 5xx, bad credentials)
 * is the store being unavailable to us: 503 with a clear message, logged for the operator.
 */
function unavailable(error: unknown, action: string): ApiError {
  if (error instanceof ApiError) return error;
  console.error(`[storage] S3 ${action} failed`, (error as Error)?.name ?? error, statusOf(error) ?? "");
  return new ApiError(503, STORAGE_UNAVAILABLE);
}

/** Up to `length` bytes of `body`; the rest is not read (a store that ignored the range sends it all). */
async function firstBytes(body: Readable, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= length) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, length);
}

/** Passes on only bytes `start`..`end` (inclusive) of what flows through it. */
function byteSlice(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      callback(null, to > from ? chunk.subarray(from, to) : undefined);
    },
  });
}

/** An S3 object read lazily: nothing is fetched unless the stream is consumed. */
class S3Object extends RemoteObject {
  private source: Readable | undefined;
  private started = false;

  constructor(
    private readonly storage: S3Storage,
    private readonly key: string,
  ) {
    super();
  }

  override _read(): void {
    if (this.source) {
      this.source.resume();
      return;
    }
    if (this.started) return;
    this.started = true;
    this.storage.stream(this.key).then(
      (source) => {
        if (this.destroyed) return void source.destroy();
        this.source = source;
        source.on("data", (chunk: Buffer) => {
          if (!this.push(chunk)) source.pause();
        });
        source.on("end", () => this.push(null));
        source.on("error", (error) => this.destroy(error));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.source?.destroy();
    callback(error);
  }

  downloadUrl(options: DownloadOptions): Promise<string> {
    return this.storage.downloadUrl(this.key, options);
  }
}

/** Objects in one private bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO...). */
export class S3Storage implements StorageDriver {
  readonly receivesUploads = false;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // A presigned PUT must not carry a checksum of an empty body; the completion call checks size and type.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    });
  }

  private get bucket() {
    return this.config.bucket;
  }

  async write(key: string, body: Readable): Promise<{ size: number }> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > WRITE_LIMIT_BYTES) throw new Error("Object too large for a server-side write");
      chunks.push(chunk as Buffer);
    }
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: Buffer.concat(chunks), ContentLength: size }));
    } catch (error) {
      throw unavailable(error, "put");
    }
    return { size };
  }

  /** The object's bytes (GET), used by S3Object once it is read. */
  async stream(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body as Readable;
    } catch (error) {
      throw unavailable(error, "get");
    }
  }

  /** One ranged GET, streamed through the app (a missing object is null, like `read`). */
  async readRange(key: string, start: number, end: number): Promise<Readable | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }));
      const body = out.Body as Readable;
      // A store that ignored the range sends the whole object: cut the asked bytes out of it.
      return out.ContentRange ? body : body.pipe(byteSlice(start, end));
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error, "get");
    }
  }

  async read(key: string): Promise<Readable | null> {
    return (await this.head(key)) ? new S3Object(this, key) : null;
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(out.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error, "head");
    }
  }

  /**
   * One ranged GET: the first bytes, and the whole size from Content-Range (`bytes 0-4095/20971520`).
   * An empty object cannot satisfy a range (S3 answers 416, s3rver drops the connection): on a
   * failure, a HEAD tells an empty object (size 0) from a store that is unavailable.
   */
  async readStart(key: string, length: number): Promise<ObjectStart | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      const body = out.Body as Readable;
      const total = /\/(\d+)$/.exec(out.ContentRange ?? "")?.[1];
      return { bytes: await firstBytes(body, length), size: Number(total ?? out.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      const head = await this.head(key);
      if (!head) return null;
      if (head.size !== 0) throw unavailable(error, "ranged get");
      return { bytes: Buffer.alloc(0), size: 0 };
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw unavailable(error, "delete");
    }
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** A presigned PUT: the signature covers the key, Content-Length and Content-Type (the store refuses others). */
  async uploadTarget({ key, size, contentType, expiresInSeconds }: UploadTargetRequest): Promise<UploadTarget> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: size });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(["content-type", "content-length"]),
    });
    return { url, method: "PUT", headers: { "Content-Type": contentType } };
  }

  /** A presigned GET that makes the store answer with our file name, type and no caching. */
  async downloadUrl(key: string, { fileName, contentType, disposition, expiresInSeconds }: DownloadOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName, disposition),
      ResponseContentType: contentType,
      ResponseCacheControl: "private, no-store",
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }
}
