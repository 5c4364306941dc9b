import "server-only";
import { ApiError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { unlockAccount } from "@/lib/auth/sign-in-limit";
import { getDb } from "@/lib/db";
import { linkTo } from "../config";
import { emailMessages } from "@/lib/messages/email";
import { enqueueEmail } from "../outbox";
import { consumeToken, issueToken, peekToken } from "../tokens";

/**
 * "Forgot password?": a 1-hour single-use link when the account exists, nothing otherwise. The
 * caller answers the same either way.
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!user) return false;
    const token = await issueToken(tx, { userId: user.id, purpose: "reset-password", email: user.email });
    await enqueueEmail(tx, { to: user.email, template: "reset-password", data: { link: linkTo("/reset-password", { token }) } });
    return true;
  });
}

/**
 * Sets the new password from a reset link: the token is used up, every session of the user except
 * `keepSessionToken` ends, the address counts as verified (the link proved the mailbox), a notice
 * is queued, and the per-email sign-in limit is lifted.
 */
export async function resetPassword(token: string, password: string, keepSessionToken: string | null): Promise<void> {
  // Hashed before the transaction: PGlite holds its one connection for the transaction's length.
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const email = await db.$transaction(async (tx) => {
    const used = await consumeToken(tx, token, ["reset-password"]);
    if (!used) throw new ApiError(400, emailMessages.linkInvalid);
    const user = await tx.user.findUnique({ where: { id: used.userId }, select: { email: true, emailVerified: true } });
    // The account's address changed after the link was sent: the link no longer proves anything.
    if (!user || user.email !== used.email) throw new ApiError(400, emailMessages.linkInvalid);
    await tx.user.update({ where: { id: used.userId }, data: { passwordHash, emailVerified: user.emailVerified ?? new Date() } });
    await tx.session.deleteMany({ where: { userId: used.userId, ...(keepSessionToken ? { sessionToken: { not: keepSessionToken } } : {}) } });
    await enqueueEmail(tx, { to: user.email, template: "password-changed", data: undefined as never });
    return user.email;
  });
  await unlockAccount(email);
}

/** Whether a reset link still works (the reset page says so before asking for a password). */
export async function resetLinkValid(token: string): Promise<boolean> {
  return peekToken(await getDb(), token, ["reset-password"]);
}
