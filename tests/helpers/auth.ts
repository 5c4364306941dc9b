import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { hashPassword } from "@/lib/auth/password";
import { getAuthSecret } from "@/lib/auth/secret";
import { createSession } from "@/lib/account/session";
import { getDb } from "@/lib/db";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A Cookie header value carrying a live session for this user. */
  cookie: string;
}

/**
 * A user created straight in the database, signed in the way next-auth would sign them in. Their
 * address is unverified unless `verified` (notification mail goes only to verified addresses).
 */
export async function createTestUser(overrides: { email?: string; firstName?: string; verified?: boolean } = {}): Promise<TestUser> {
  const db = await getDb();
  const password = "correct horse battery";
  const email = overrides.email ?? `founder-${randomUUID()}@example.com`;
  const user = await db.user.create({
    data: {
      email,
      firstName: overrides.firstName ?? "Ada",
      passwordHash: await hashPassword(password),
      emailVerified: overrides.verified ? new Date() : null,
    },
  });
  const cookie = await sessionCookieFor(user.id);
  return { id: user.id, email, password, cookie };
}

export async function sessionCookieFor(userId: string): Promise<string> {
  const sid = await createSession(userId);
  const token = await encode({ token: { uid: userId, sid, sub: userId }, secret: getAuthSecret() });
  return `next-auth.session-token=${token}`;
}
