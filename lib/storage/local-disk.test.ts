import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { newStorageKey } from "./index";
import { LocalDiskStorage } from "./local-disk";

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "local-disk-test-"));
  storage = new LocalDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("LocalDiskStorage", () => {
  it("writes, reads and deletes a file under its key", async () => {
    const key = newStorageKey();
    expect(await storage.write(key, Readable.from([Buffer.from("hello "), Buffer.from("world")]))).toEqual({ size: 11 });
    expect(await readdir(root)).toEqual([key]);
    expect(await text((await storage.read(key))!)).toBe("hello world");
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("leaves nothing behind (no final file, no temp file) when the stream fails", async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.write(key, failing)).rejects.toThrow("client went away");
    expect(await readdir(root)).toEqual([]);
  });

  it("leaves no temp file when the stream fails before the file is even open", async () => {
    for (let i = 0; i < 25; i++) {
      const failing = new Readable({
        read() {
          this.destroy(new Error("boom"));
        },
      });
      await expect(storage.write(newStorageKey(), failing)).rejects.toThrow();
    }
    expect(await readdir(root)).toEqual([]);
  });

  it("creates its directory on first write", async () => {
    const nested = new LocalDiskStorage(path.join(root, "a", "b"));
    const key = newStorageKey();
    await nested.write(key, Readable.from([Buffer.from("x")]));
    expect(await readFile(path.join(root, "a", "b", key), "utf8")).toBe("x");
  });

  it("refuses keys that could escape its directory", async () => {
    for (const key of ["../etc/passwd", "a/b", "", "short", ".hidden-key-0000000"]) {
      await expect(storage.write(key, Readable.from([Buffer.from("x")]))).rejects.toThrow("Invalid storage key");
      await expect(storage.read(key)).rejects.toThrow("Invalid storage key");
    }
  });

  it("makes random url-safe keys", () => {
    const keys = new Set(Array.from({ length: 100 }, newStorageKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
