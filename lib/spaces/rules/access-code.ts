import { randomBytes } from "node:crypto";

/** 18 random bytes = 144 bits, 24 base64url characters. Never derived from ids, never sequential. */
export const ACCESS_CODE_BYTES = 18;

/** Codes this app issues are 22+ base64url characters; anything else cannot exist. */
const ACCESS_CODE_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

export function generateAccessCode(): string {
  return randomBytes(ACCESS_CODE_BYTES).toString("base64url");
}

export function isAccessCodeShaped(code: string | null | undefined): code is string {
  return typeof code === "string" && ACCESS_CODE_SHAPE.test(code);
}
