import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

/**
 * An outbox row carries the link of a reset or verification email until it is sent. The payload is
 * sealed (AES-256-GCM, key derived from NEXTAUTH_SECRET) so a read of the table does not hand out
 * live links; the worker clears it once the message is delivered.
 */
function key(): Buffer {
  return createHash("sha256").update(`email-outbox:${getAuthSecret()}`).digest();
}

export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value ?? null), "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function unseal<T>(sealed: string): T {
  if (!sealed.startsWith("v1.")) throw new Error("Unknown outbox payload format");
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as T;
}
