import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { LocalDiskStorage } from "./local-disk";
import type { StorageDriver } from "./types";

export type { StorageDriver };

const drivers = new Map<string, StorageDriver>();

/** The uploads directory: STORAGE_DIR, else `.data/uploads` under the working directory. */
export function storageRoot(): string {
  return path.resolve(process.env.STORAGE_DIR || path.join(process.cwd(), ".data", "uploads"));
}

/** The configured driver (local disk; an S3-compatible driver would be chosen here by env). */
export function getStorage(): StorageDriver {
  const root = storageRoot();
  let driver = drivers.get(root);
  if (!driver) {
    driver = new LocalDiskStorage(root);
    drivers.set(root, driver);
  }
  return driver;
}

/** A random key (192 bits, url-safe). Never derived from the file name, which is metadata only. */
export function newStorageKey(): string {
  return randomBytes(24).toString("base64url");
}
