import { randomBytes } from "node:crypto";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import type { Role } from "@/lib/team/rules/roles";
import { type CookieSource, readCookie, readSessionId } from "@/lib/auth/session-token";

function days(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A session lives at most SESSION_MAX_DAYS (default 30) from sign-in... */
export const SESSION_MAX_AGE_SECONDS = Math.round(days("SESSION_MAX_DAYS", 30) * 24 * 60 * 60);
/** ...and ends after SESSION_IDLE_DAYS (default 14) without a request (sliding). */
export function sessionIdleMs(): number {
  return days("SESSION_IDLE_DAYS", 14) * 24 * 60 * 60 * 1000;
}
/** last_used_at is written at most this often, so a signed-in read stays one statement and no write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /**
   * The current company: the one the company cookie names while the user is still a
   * member of it, else the first membership (the company they own first). Null with none.
   * Read with the session in the same statement, so removing a member ends their access to that
   * company on their very next request.
   */
  companyId: string | null;
  role: Role | null;
  /** How many companies the user belongs to (the navigation bar offers a picker past one). */
  companyCount: number;
  /** Whether the address is verified (the banner under the nav bar asks until it is). */
  emailVerified: boolean;
}

/** Holds the id of the company picked in the navigation bar (a preference, never a grant). */
export const COMPANY_COOKIE = "rr-company";

/** Creates the database row a JWT points at; deleting it signs the JWT out everywhere. */
export async function createSession(userId: string, userAgent?: string | null): Promise<string> {
  const db = await getDb();
  const sessionToken = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { sessionToken, userId, expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000), userAgent: userAgent?.slice(0, 512) || null },
  });
  return sessionToken;
}

/** getSessionUser's one statement: $1 token, $2 now, $3 idle cut-off, $4 touch cut-off, $5 the company cookie. */
const sessionUserStatement = sqlStatement<SessionUser, [string, Date, Date, Date, string | null]>(
  "session.user",
  {
    id: true,
    email: true,
    firstName: true,
    lastName: true,
    profileImageUrl: true,
    companyId: true,
    role: true,
    companyCount: true,
    emailVerified: true,
  },
  `WITH live AS (
       SELECT s.user_id FROM sessions s
       WHERE s.session_token = $1 AND s.expires >= $2::timestamp AND s.last_used_at >= $3::timestamp
     ), touched AS (
       UPDATE sessions SET last_used_at = $2::timestamp
       WHERE session_token = $1 AND last_used_at < $4::timestamp AND EXISTS (SELECT 1 FROM live)
       RETURNING 1
     )
     SELECT u.id::text AS "id", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
            u.profile_image_url AS "profileImageUrl", cur.company_id::text AS "companyId", cur.role AS "role",
            (SELECT count(*)::int FROM company_members n WHERE n.user_id = u.id) AS "companyCount",
            u.email_verified IS NOT NULL AS "emailVerified"
     FROM live JOIN users u ON u.id = live.user_id
     LEFT JOIN LATERAL (
       SELECT m.company_id, m.role FROM company_members m WHERE m.user_id = u.id
       ORDER BY COALESCE(m.company_id::text = $5, false) DESC, (m.role = 'owner') DESC, m.created_at, m.company_id
       LIMIT 1
     ) cur ON true`,
);

/**
 * The signed-in user, or null. The JWT alone is not enough: its session row must still exist, be
 * unexpired and have been used within SESSION_IDLE_DAYS; the current company and role come along. One hand-written statement (lib/db/sql.ts):
 * this runs on every signed-in request. Its data-modifying CTE slides last_used_at forward only when
 * it is over an hour old, so most requests write nothing.
 */
export async function getSessionUser(req: CookieSource, now: Date = new Date()): Promise<SessionUser | null> {
  const sid = await readSessionId(req);
  if (!sid) return null;
  const sql = await getSql();
  const [user] = await sessionUserStatement.run(sql, [
    sid,
    now,
    new Date(now.getTime() - sessionIdleMs()),
    new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS),
    readCookie(req, COMPANY_COOKIE)?.toLowerCase() ?? null,
  ]);
  return user ?? null;
}

/** Whether a JWT's sid still names a live session row (unexpired, not idle too long). */
export async function isSessionLive(sid: unknown): Promise<boolean> {
  if (typeof sid !== "string" || !sid) return false;
  const db = await getDb();
  const session = await db.session.findUnique({ where: { sessionToken: sid }, select: { expires: true, lastUsedAt: true } });
  const now = Date.now();
  return Boolean(session && session.expires.getTime() >= now && session.lastUsedAt.getTime() >= now - sessionIdleMs());
}

/** Deletes a session row by its id (next-auth's sign-out event, /api/logout). */
export async function revokeSession(sid: unknown): Promise<void> {
  if (typeof sid !== "string" || !sid) return;
  const db = await getDb();
  await db.session.deleteMany({ where: { sessionToken: sid } });
}

export async function endSession(req: CookieSource): Promise<void> {
  await revokeSession(await readSessionId(req));
}
