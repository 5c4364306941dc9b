import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The bucket's CORS rule for direct uploads (README "Deploying" gives the same rule). */
export const CORS_XML = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

export const TEST_BUCKET = "raise-ready-test";

export interface S3TestServer {
  endpoint: string;
  /** The environment that selects the S3 driver against this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, npm) on loopback with one private bucket. It speaks the S3
 * REST API (presigned PUT/GET, HEAD, ranged GET, CORS) but does not verify signatures or expiry:
 * tests prove the app's own checks, not the store's. Jest workers use ports 3351-3359 (one each),
 * or S3_TEST_PORT_BASE + worker when set (runs side by side on one machine).
 */
export async function startS3Server(
  port = Number(process.env.S3_TEST_PORT_BASE || 3350) + Number(process.env.JEST_WORKER_ID ?? 1),
): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "storage-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [CORS_XML] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type DriverName = "local" | "s3";
export const DRIVERS: DriverName[] = ["local", "s3"];

const S3_VARS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

/** Runs the enclosing describe against one driver: for "s3", a server up and S3_* set for its tests. */
export function useDriver(driver: DriverName): () => S3TestServer | null {
  let server: S3TestServer | null = null;
  beforeAll(async () => {
    if (driver !== "s3") return;
    server = await startS3Server();
    Object.assign(process.env, server.env);
  });
  afterAll(async () => {
    for (const name of S3_VARS) delete process.env[name];
    await server?.close();
    server = null;
  });
  return () => server;
}

/** Points the S3 driver at a port where nothing listens (the store is down) for the duration of `work`. */
export async function withStoreDown<T>(work: () => Promise<T>): Promise<T> {
  const endpoint = process.env.S3_ENDPOINT;
  process.env.S3_ENDPOINT = "http://127.0.0.1:9";
  try {
    return await work();
  } finally {
    process.env.S3_ENDPOINT = endpoint;
  }
}
