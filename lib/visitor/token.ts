import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

/** A visitor who passed the email gate may fetch the space's files for this long. */
export const VISITOR_TOKEN_TTL_SECONDS = 60 * 60;
export const VISITOR_COOKIE = "shared_visitor";

export interface VisitorClaims {
  spaceId: string;
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Space analytics: the visit this token was issued for (shared_space_visits), signed so a beacon cannot name another. */
  visitId?: string;
}

const FILE_TOKEN_PURPOSE = "shared-visitor.v1";
const REMEMBER_PURPOSE = "shared-visitor-remember.v1";

// Domain-separated from every other use of the auth secret, and the file token from the
// remembered-visitor cookie, so neither can stand in for the other.
function sign(payload: string, purpose: string = FILE_TOKEN_PURPOSE): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}.${payload}`).digest("base64url");
}

/** The payload of a token whose signature is genuine for this purpose, parsed; else null. */
function openSigned(token: string | null | undefined, purpose: string): Record<string, unknown> | null {
  if (!token || token.length > 2048) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, purpose));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function signVisitorToken(claims: VisitorClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ s: claims.spaceId, e: claims.email, x: claims.exp, ...(claims.visitId ? { v: claims.visitId } : {}) }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The claims of a genuine, unexpired token, or null. */
export function verifyVisitorToken(token: string | null | undefined, now: Date = new Date()): VisitorClaims | null {
  const { s, e, x, v } = openSigned(token, FILE_TOKEN_PURPOSE) ?? {};
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

/**
 * The remembered-visitor cookie: a verified visitor's browser comes back to the same space without a
 * new code while the founder's period lasts. Its name differs from the file token's so the hour-long
 * file cookie and this one live side by side on the same path.
 */
export const REMEMBER_COOKIE = "shared_verified";
const DAY_SECONDS = 24 * 60 * 60;

/** What the remembered-visitor cookie names: the space, the verified email, when, and the NDA it was under. */
export interface RememberedVisitor {
  spaceId: string;
  email: string;
  verifiedAt: Date;
  agreementHash: string;
}

/** The NDA as the visitor saw it: a new text (or a new NDA where there was none) ends every remembered visit. */
function agreementHash(agreementText: string | null): string {
  const text = agreementText?.trim() ?? "";
  return text === "" ? "" : createHash("sha256").update(text).digest("base64url");
}

export function signRememberedVisitor(space: { id: string; agreementText: string | null }, email: string, verifiedAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ s: space.id, e: email, t: Math.floor(verifiedAt.getTime() / 1000), n: agreementHash(space.agreementText) }),
  ).toString("base64url");
  return `${payload}.${sign(payload, REMEMBER_PURPOSE)}`;
}

/** The claims of a genuine remembered-visitor cookie (any space, any age), or null. */
export function readRememberedVisitor(token: string | null | undefined): RememberedVisitor | null {
  const { s, e, t, n } = openSigned(token, REMEMBER_PURPOSE) ?? {};
  if (typeof s !== "string" || typeof e !== "string" || typeof t !== "number" || typeof n !== "string") return null;
  return { spaceId: s, email: e, verifiedAt: new Date(t * 1000), agreementHash: n };
}

/**
 * Whether a remembered visit still lets this email into this space now: the same space, the same
 * email, the same NDA text, and fewer than the space's current period of days since verification
 * (so shortening the period, or setting 0, ends cookies already given out).
 */
export function rememberedVisitorAdmits(
  claims: RememberedVisitor | null,
  space: { id: string; agreementText: string | null; rememberVisitorDays: number },
  email: string,
  now: Date,
): boolean {
  if (!claims || space.rememberVisitorDays <= 0) return false;
  if (claims.spaceId !== space.id || claims.email !== email) return false;
  if (claims.agreementHash !== agreementHash(space.agreementText)) return false;
  const age = now.getTime() - claims.verifiedAt.getTime();
  return age >= 0 && age < space.rememberVisitorDays * DAY_SECONDS * 1000;
}

/** How long the browser keeps the remembered-visitor cookie: the founder's period, never past the space's expiry. */
export function rememberedVisitorExpiry(rememberVisitorDays: number, spaceExpiresAt: Date, verifiedAt: Date): Date {
  return new Date(Math.min(verifiedAt.getTime() + rememberVisitorDays * DAY_SECONDS * 1000, spaceExpiresAt.getTime()));
}
