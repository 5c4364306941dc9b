import { randomBytes } from "node:crypto";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { getDb, getSql } from "@/lib/db";
import { getAuthSecret } from "./secret";

/** Sessions last 30 days (next-auth's default maxAge). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** What getToken needs: a NextRequest, or the cookie store and headers of a server component. */
export type CookieSource = Parameters<typeof getToken>[0]["req"];

/** Creates the database row a JWT points at; deleting it signs the JWT out everywhere. */
export async function createSession(userId: string): Promise<string> {
  const db = await getDb();
  const sessionToken = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { sessionToken, userId, expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
  });
  return sessionToken;
}

/**
 * Decrypting a session JWT costs a key derivation (HKDF) and an AES-GCM pass on every request; a
 * given token string always decrypts to the same claims, so they are kept per token (bounded,
 * oldest out) until the token's own expiry. Revocation is unaffected: the session row is still
 * read on every request.
 */
const DECODED_LIMIT = 5_000;
const decoded = new Map<string, { secret: string; claims: JWT }>();

async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret } = params;
  if (!token || typeof secret !== "string") return decode(params);
  const hit = decoded.get(token);
  if (hit && hit.secret === secret && (typeof hit.claims.exp !== "number" || hit.claims.exp * 1000 > Date.now())) return hit.claims;
  if (hit) decoded.delete(token);
  const claims = await decode(params);
  if (claims) {
    if (decoded.size >= DECODED_LIMIT) decoded.delete(decoded.keys().next().value as string);
    decoded.set(token, { secret, claims });
  }
  return claims;
}

export async function readSessionId(req: CookieSource): Promise<string | null> {
  const token = await getToken({ req, secret: getAuthSecret(), decode: cachedDecode });
  return typeof token?.sid === "string" ? token.sid : null;
}

/**
 * The signed-in user, or null. The JWT alone is not enough: its session row must still exist and
 * be unexpired. One hand-written statement (lib/db/sql.ts): this runs on every signed-in request.
 */
export async function getSessionUser(req: CookieSource): Promise<SessionUser | null> {
  const sid = await readSessionId(req);
  if (!sid) return null;
  const sql = await getSql();
  const [user] = await sql.rows<SessionUser>(
    `SELECT u.id::text AS "id", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
            u.profile_image_url AS "profileImageUrl"
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.session_token = $1 AND s.expires >= $2::timestamp`,
    [sid, new Date()],
  );
  return user ?? null;
}

/** Whether a JWT's sid still names an unexpired session row. */
export async function isSessionLive(sid: unknown): Promise<boolean> {
  if (typeof sid !== "string" || !sid) return false;
  const db = await getDb();
  const session = await db.session.findUnique({ where: { sessionToken: sid }, select: { expires: true } });
  return Boolean(session && session.expires.getTime() >= Date.now());
}

export async function endSession(req: CookieSource): Promise<void> {
  const sid = await readSessionId(req);
  if (!sid) return;
  const db = await getDb();
  await db.session.deleteMany({ where: { sessionToken: sid } });
}
