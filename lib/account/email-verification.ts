import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { linkTo } from "@/lib/email/config";
import { kickEmailWorker } from "@/lib/email/kick";
import { enqueueEmail } from "@/lib/email/outbox";
import { ApiError } from "@/lib/errors";
import { emailMessages } from "@/lib/messages/email";
import { consumeToken, issueToken } from "./tokens";

/** In the sign-up transaction (and on a resend): a 24-hour verification link to the address. */
export async function sendVerification(tx: Prisma.TransactionClient, user: { id: string; email: string }): Promise<void> {
  const token = await issueToken(tx, { userId: user.id, purpose: "verify-email", email: user.email });
  await enqueueEmail(tx, { to: user.email, template: "verify-email", data: { link: linkTo("/verify-email", { token }) } });
}

export type VerifyResult = { status: "verified"; email: string } | { status: "email-changed"; email: string };

/**
 * Opens a link from /verify-email (its route counts it as a token guess): a sign-up
 * verification marks the address verified (if it is still the account's address); a
 * change-of-email link makes the new address the account's, verified.
 */
export async function confirmEmailLink(token: string): Promise<VerifyResult & { message: string }> {
  const result = await confirmEmailToken(token);
  return { ...result, message: result.status === "verified" ? emailMessages.verified : emailMessages.emailChanged(result.email) };
}

async function confirmEmailToken(token: string): Promise<VerifyResult> {
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      const used = await consumeToken(tx, token, ["verify-email", "change-email"]);
      if (!used) throw new ApiError(400, emailMessages.linkInvalid);
      const now = new Date();
      if (used.purpose === "verify-email") {
        const { count } = await tx.user.updateMany({ where: { id: used.userId, email: used.email }, data: { emailVerified: now } });
        if (count !== 1) throw new ApiError(400, emailMessages.linkInvalid);
        return { status: "verified", email: used.email };
      }
      await tx.user.update({ where: { id: used.userId }, data: { email: used.email, emailVerified: now } });
      // A sign-up link for the old address means nothing any more.
      await tx.emailToken.updateMany({ where: { userId: used.userId, usedAt: null, purpose: "verify-email" }, data: { usedAt: now } });
      return { status: "email-changed", email: used.email };
    });
  } catch (error) {
    // The new address was taken meanwhile: the transaction (and the token's use) rolled back.
    if (classifyDbError(error) === "unique") throw new ApiError(409, emailMessages.emailTaken);
    throw error;
  }
}

/** The banner's "Resend email" (its route allows 3 an hour per account): a fresh link (older ones die), or nothing when already verified. */
export async function resendVerification(userId: string): Promise<{ alreadyVerified: boolean; message: string }> {
  const db = await getDb();
  const sent = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true, emailVerified: true } });
    if (!user || user.emailVerified) return false;
    await sendVerification(tx, user);
    return true;
  });
  if (!sent) return { alreadyVerified: true, message: emailMessages.alreadyVerified };
  kickEmailWorker();
  return { alreadyVerified: false, message: emailMessages.resendSent };
}
