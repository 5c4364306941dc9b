import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { ApiError } from "@/lib/errors";
import { DRIVERS, useDriver, withStoreDown } from "@/tests/helpers/s3";
import { getStorage, newStorageKey } from "./index";
import { directUploadOrigin } from "./origin";
import { fileResponse } from "./response";
import { RemoteObject } from "./types";

describe.each(DRIVERS)("storage driver: %s", (driver) => {
  const server = useDriver(driver);

  it("writes, heads, reads, reads a range and deletes", async () => {
    const storage = getStorage();
    expect(storage.receivesUploads).toBe(driver === "local");
    const key = newStorageKey();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.readStart(key, 4)).toBeNull();
    await storage.write(key, Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(await storage.head(key)).toEqual({ size: 11 });
    const start = await storage.readStart(key, 5);
    expect({ bytes: start!.bytes.toString(), size: start!.size }).toEqual({ bytes: "hello", size: 11 });
    const whole = await storage.readStart(key, 512);
    expect({ bytes: whole!.bytes.toString(), size: whole!.size }).toEqual({ bytes: "hello world", size: 11 });
    expect(await text((await storage.read(key))!)).toBe("hello world");
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("reads the start of an empty object with its size (a store answers 416 to a range on it)", async () => {
    const storage = getStorage();
    const key = newStorageKey();
    await storage.write(key, Readable.from([]));
    const start = await storage.readStart(key, 16);
    expect({ bytes: start!.bytes.length, size: start!.size }).toEqual({ bytes: 0, size: 0 });
    await storage.delete(key);
  });

  it("signs an upload bound to the key, size and type", async () => {
    const key = newStorageKey();
    const target = await getStorage().uploadTarget({ key, uploadId: "u-1", size: 9, contentType: "application/pdf", expiresInSeconds: 900 });
    expect(target.method).toBe("PUT");
    expect(target.headers).toEqual({ "Content-Type": "application/pdf" });
    if (driver === "local") {
      expect(target.url).toBe("/api/files/uploads/u-1");
      return;
    }
    const url = new URL(target.url);
    expect(url.origin).toBe(server()!.endpoint);
    expect(directUploadOrigin()).toBe(url.origin);
    expect(url.pathname.endsWith(`/${key}`)).toBe(true);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")!.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    // No checksum of an empty body in the URL: the store would refuse the real bytes.
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes("checksum"))).toEqual([]);
    const put = await fetch(target.url, { method: "PUT", headers: target.headers, body: "%PDF-1.7" + "\n" });
    expect(put.status).toBe(200);
    expect(await getStorage().head(key)).toEqual({ size: 9 });
  });

  it("serves a store's object as a redirect to a 5-minute presigned GET, a local one as bytes", async () => {
    const key = newStorageKey();
    await getStorage().write(key, Readable.from([Buffer.from("%PDF-1.7 résumé")]));
    const body = (await getStorage().read(key))!;
    const res = await fileResponse({ fileName: 'Résumé "final".pdf', contentType: "application/pdf", size: 16 }, body);
    if (driver === "local") {
      expect(body).not.toBeInstanceOf(RemoteObject);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe("%PDF-1.7 résumé");
      return;
    }
    expect(res.status).toBe(302);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const location = new URL(res.headers.get("location")!);
    expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Resume _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe("%PDF-1.7 résumé");
  });

  if (driver === "s3") {
    it("answers 503 with a clear message when the store is unreachable", async () => {
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
      await withStoreDown(async () => {
        const error = await getStorage()
          .head(newStorageKey())
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 503, message: expect.stringMatching(/storage is unreachable/) });
        await expect(getStorage().ping()).rejects.toThrow();
      });
      expect(logged).toHaveBeenCalledWith("[storage] S3 head failed", expect.anything(), expect.anything());
      logged.mockRestore();
    });
  }
});

describe("directUploadOrigin", () => {
  it.each([
    [{}, null],
    [{ S3_BUCKET: "docs" }, "https://docs.s3.us-east-1.amazonaws.com"],
    [{ S3_BUCKET: "docs", S3_REGION: "eu-west-3" }, "https://docs.s3.eu-west-3.amazonaws.com"],
    [{ S3_BUCKET: "docs", S3_REGION: "auto", S3_ENDPOINT: "https://acct.r2.cloudflarestorage.com" }, "https://docs.acct.r2.cloudflarestorage.com"],
    [{ S3_BUCKET: "docs", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" }, "http://minio:9000"],
  ])("%p -> %p", (env, expected) => {
    expect(directUploadOrigin(env as NodeJS.ProcessEnv)).toBe(expected);
  });

  it.each<Record<string, string>>([
    { S3_BUCKET: "docs", S3_REGION: "eu-west-3", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
    { S3_BUCKET: "docs", S3_REGION: "auto", S3_ENDPOINT: "https://acct.r2.cloudflarestorage.com", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
  ])("matches the SDK's presigned URL for %p", async (vars) => {
    const env = vars as unknown as NodeJS.ProcessEnv;
    const { S3Storage, s3ConfigFromEnv } = await import("./s3");
    const target = await new S3Storage(s3ConfigFromEnv(env)!).uploadTarget({
      key: newStorageKey(),
      uploadId: "u",
      size: 1,
      contentType: "text/plain",
      expiresInSeconds: 60,
    });
    expect(new URL(target.url).origin).toBe(directUploadOrigin(env));
  });
});
