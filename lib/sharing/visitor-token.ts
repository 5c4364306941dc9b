import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

/** A visitor who passed the email gate may fetch the space's files for this long. */
export const VISITOR_TOKEN_TTL_SECONDS = 60 * 60;
export const VISITOR_COOKIE = "shared_visitor";

export interface VisitorClaims {
  spaceId: string;
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issue 17 analytics: the visit this token was issued for (shared_space_visits), signed so a beacon cannot name another. */
  visitId?: string;
}

// Domain-separated from every other use of the auth secret.
function sign(payload: string): string {
  return createHmac("sha256", getAuthSecret()).update(`shared-visitor.v1.${payload}`).digest("base64url");
}

export function signVisitorToken(claims: VisitorClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ s: claims.spaceId, e: claims.email, x: claims.exp, ...(claims.visitId ? { v: claims.visitId } : {}) }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The claims of a genuine, unexpired token, or null. */
export function verifyVisitorToken(token: string | null | undefined, now: Date = new Date()): VisitorClaims | null {
  if (!token || token.length > 2048) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { s, e, x, v } = (parsed ?? {}) as { s?: unknown; e?: unknown; x?: unknown; v?: unknown };
  if (typeof s !== "string" || typeof e !== "string" || typeof x !== "number") return null;
  if (x * 1000 <= now.getTime()) return null;
  return typeof v === "string" ? { spaceId: s, email: e, exp: x, visitId: v } : { spaceId: s, email: e, exp: x };
}

/** A token for this visit: short-lived, and never outliving the space itself. */
export function issueVisitorToken(spaceId: string, email: string, spaceExpiresAt: Date, now: Date = new Date(), visitId?: string) {
  const exp = Math.floor(Math.min(now.getTime() + VISITOR_TOKEN_TTL_SECONDS * 1000, spaceExpiresAt.getTime()) / 1000);
  return { token: signVisitorToken({ spaceId, email, exp, visitId }), expiresAt: new Date(exp * 1000) };
}

/** Cookie attributes scoping the token to this space's API paths only. */
export function visitorCookieOptions(code: string, expiresAt: Date, secure: boolean, now: Date = new Date()) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: `/api/shared/${encodeURIComponent(code)}`,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
