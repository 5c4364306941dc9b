import "server-only";
import { ApiError } from "@/lib/errors";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { checkPassword, HASH_BUSY_RETRY_AFTER_SECONDS, HashBusyError, hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { authMessages } from "@/lib/messages/auth";
import { type ChangePasswordInput, type ProfileNameInput, type SessionEntry } from "@/lib/account/schema/account";
import { accountMessages } from "@/lib/messages/account";
import { describeBrowser } from "@/lib/account/rules/user-agent";
import { hit, refund } from "@/lib/data/rate-limit";
import { errorAnswers } from "@/lib/messages/requests";

/** Wrong current passwords on /settings (change password, turn off two-factor): per account. */
export const PASSWORD_CHECK_LIMIT = 10;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

export type AccountJson = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
};

/** What /settings shows about the signed-in user (never the hash or the TOTP secret). */
export async function getAccount({ userId }: { userId: string }): Promise<AccountJson> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      profileImageUrl: true,
      passwordHash: true,
      twoFactorEnabledAt: true,
      _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
    },
  });
  if (!user) throw new ApiError(404, errorAnswers.notFound);
  const { passwordHash, twoFactorEnabledAt, _count, ...rest } = user;
  return {
    ...rest,
    hasPassword: Boolean(passwordHash),
    twoFactorEnabled: Boolean(twoFactorEnabledAt),
    recoveryCodesLeft: twoFactorEnabledAt ? _count.recoveryCodes : 0,
  };
}

export async function updateName({ userId, input }: { userId: string; input: ProfileNameInput }) {
  const db = await getDb();
  return db.user.update({
    where: { id: userId },
    data: { firstName: input.firstName || null, lastName: input.lastName || null },
    select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true },
  });
}

/** A full hasher is a 503 with Retry-After, as on sign-up, never a 500. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashBusyError) throw new ApiError(503, authMessages.hashBusy, { retryAfterSeconds: HASH_BUSY_RETRY_AFTER_SECONDS });
    throw error;
  }
}

/** Throws 400 unless `password` is the user's current one (an OAuth-only account has none). */
export async function assertPassword({ userId, password }: { userId: string; password: string }): Promise<string> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new ApiError(404, errorAnswers.notFound);
  if (!user.passwordHash) throw new ApiError(400, accountMessages.noPassword);
  // Counted before the hash check, given back when right: a stolen session cannot guess the password.
  const key = `account-password:${userId}`;
  const limit = await hit({ key, limit: PASSWORD_CHECK_LIMIT, windowMs: PASSWORD_CHECK_WINDOW_MS });
  if (!limit.allowed) {
    await refund(key);
    throw new ApiError(429, authMessages.signInRateLimited, { retryAfterSeconds: Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000) });
  }
  if (!(await hashing(() => checkPassword(password, user.passwordHash))).ok) throw new ApiError(400, accountMessages.wrongPassword);
  await refund(key);
  return user.passwordHash;
}

/** Changes the password (current one required) and ends every other session of the user. */
export async function changePassword({ userId, currentSid, input }: { userId: string; currentSid: string | null; input: ChangePasswordInput }) {
  if (await isCommonPassword(input.newPassword)) throw new ApiError(400, authMessages.commonPassword);
  const oldHash = await assertPassword({ userId, password: input.currentPassword });
  const passwordHash = await hashing(() => hashPassword(input.newPassword));
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Guarded on the hash just checked: a parallel change (or reset) in between wins, this one fails.
    const { count } = await tx.user.updateMany({ where: { id: userId, passwordHash: oldHash }, data: { passwordHash } });
    if (count !== 1) throw new ApiError(409, accountMessages.wrongPassword);
    await tx.session.deleteMany({ where: { userId, ...(currentSid ? { NOT: { sessionToken: currentSid } } : {}) } });
  });
}

export async function listSessions({
  userId,
  currentSid,
  now = new Date(),
}: {
  userId: string;
  currentSid: string | null;
  now?: Date;
}): Promise<SessionEntry[]> {
  const db = await getDb();
  const rows = await db.session.findMany({
    where: { userId, expires: { gte: now } },
    select: { id: true, sessionToken: true, userAgent: true, lastUsedAt: true, createdAt: true },
    orderBy: { lastUsedAt: "desc" },
    take: 100,
  });
  return rows
    .map((row) => ({
      id: row.id,
      browser: describeBrowser(row.userAgent),
      lastUsedAt: row.lastUsedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: row.sessionToken === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Sign out everywhere": every session row of the user goes, this browser's too. */
export async function revokeAllSessions({ userId }: { userId: string }): Promise<number> {
  const db = await getDb();
  return (await db.session.deleteMany({ where: { userId } })).count;
}
