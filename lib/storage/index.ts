import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DATA_DIR } from "@/lib/db/config";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage, s3ConfigFromEnv } from "./s3";
import type { StorageDriver } from "./types";

export type { StorageDriver };

const drivers = new Map<string, StorageDriver>();

/**
 * The uploads directory of the local driver: STORAGE_DIR, else `uploads` in the app's data directory
 * (DATA_DIR, `.data` under the working directory). Marked for the bundler: a path it cannot resolve
 * at build time would otherwise make it trace the whole project into every server bundle
 * (tests/perf/server-trace.test.ts).
 */
export function storageRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.STORAGE_DIR || path.join(/*turbopackIgnore: true*/ DATA_DIR, "uploads"));
}

/**
 * The configured driver: S3-compatible when S3_BUCKET is set, else local disk. Read from the
 * environment on each call (one driver per distinct configuration), so nothing else needs to know.
 */
export function getStorage(): StorageDriver {
  const s3 = s3ConfigFromEnv();
  const id = s3 ? `s3:${JSON.stringify(s3)}` : `disk:${storageRoot()}`;
  let driver = drivers.get(id);
  if (!driver) {
    driver = s3 ? new S3Storage(s3) : new LocalDiskStorage(storageRoot());
    drivers.set(id, driver);
  }
  return driver;
}

/** A random key (192 bits, url-safe). Never derived from the file name, which is metadata only. */
export function newStorageKey(): string {
  return randomBytes(24).toString("base64url");
}
