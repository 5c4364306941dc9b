import "server-only";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { enqueueEmail } from "@/lib/email/outbox";
import { kickEmailWorker } from "@/lib/email/kick";
import { ApiError } from "@/lib/errors";
import { authMessages } from "@/lib/messages/auth";
import { emailMessages } from "@/lib/messages/email";
import { consumeToken, peekToken } from "./tokens";

/**
 * A new password from a reset link (its route counts it as a token guess): a common password is
 * refused (400); then, in one transaction, the link is used up, the password set, the
 * address counts as verified (the link proved the mailbox), every session but `keepSessionToken`
 * ends, the notice is queued and the account's sign-in lock is lifted; the notice is then sent.
 * A full hasher throws HashBusyError (503).
 */
export async function resetPasswordFromLink(
  { token, password }: { token: string; password: string },
  keepSessionToken: string | null,
): Promise<{ message: string }> {
  if (await isCommonPassword(password)) throw new ApiError(400, authMessages.commonPassword);
  // Hashed before the transaction: PGlite holds its one connection for the transaction's length.
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const used = await consumeToken(tx, token, ["reset-password"]);
    if (!used) throw new ApiError(400, emailMessages.linkInvalid);
    const user = await tx.user.findUnique({ where: { id: used.userId }, select: { email: true, emailVerified: true } });
    // The account's address changed after the link was sent: the link no longer proves anything.
    if (!user || user.email !== used.email) throw new ApiError(400, emailMessages.linkInvalid);
    await tx.user.update({ where: { id: used.userId }, data: { passwordHash, emailVerified: user.emailVerified ?? new Date() } });
    await tx.session.deleteMany({ where: { userId: used.userId, ...(keepSessionToken ? { sessionToken: { not: keepSessionToken } } : {}) } });
    await enqueueEmail(tx, { to: user.email, template: "password-changed", data: undefined });
    // The per-email sign-in budget of lib/account/sign-in-limit.ts: whoever locked the account out
    // by guessing no longer keeps its owner out once the owner proved the mailbox.
    await tx.rateLimit.deleteMany({ where: { key: `sign-in:email:${user.email.toLowerCase()}` } });
  });
  kickEmailWorker();
  return { message: emailMessages.resetDone };
}

/** Whether a reset link still works (the page says so before asking for a password). */
export async function checkResetLink(token: string): Promise<{ valid: boolean }> {
  return { valid: await peekToken(await getDb(), token, ["reset-password"]) };
}
