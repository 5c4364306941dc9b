import { createHash, randomBytes } from "node:crypto";

/**
 * The tokens of links sent by email (an account's verification, reset and change-of-email links,
 * a company's invitations): 32 random bytes (256 bits), so guessing is hopeless and the routes are
 * rate limited besides. Only the hash is stored; the raw token goes into the email.
 */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A fresh raw token and its hash. */
export function newLinkToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashToken(raw) };
}
