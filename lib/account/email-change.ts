import "server-only";
import { checkPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { linkTo } from "@/lib/email/config";
import { kickEmailWorker } from "@/lib/email/kick";
import { enqueueEmail } from "@/lib/email/outbox";
import { ApiError } from "@/lib/errors";
import { emailMessages } from "@/lib/messages/email";
import { issueToken } from "./tokens";

export type EmailStatus = {
  email: string;
  emailVerified: boolean;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
};

/** The signed-in user's address (the banner and /settings read it). */
export async function emailStatus(userId: string, now = new Date()): Promise<EmailStatus> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      emailVerified: true,
      emailTokens: {
        where: { purpose: "change-email", usedAt: null, expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { email: true },
      },
    },
  });
  return { email: user.email, emailVerified: Boolean(user.emailVerified), pendingEmail: user.emailTokens[0]?.email ?? null };
}

/**
 * Asks for a change of address (its route allows 5 an hour per account): a 24-hour link to the
 * new address (the change happens when it is opened, /verify-email) and a notice to the current
 * one. Needs the current password when the account has one. An address that belongs to another
 * account gets no email, and the answer is the same, so this cannot be used to find out who has an
 * account. A full hasher throws HashBusyError (503).
 */
export async function requestEmailChange(userId: string, input: { email: string; password?: string }): Promise<EmailStatus & { message: string }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
  if (user.passwordHash) {
    const check = await checkPassword(input.password ?? "", user.passwordHash);
    if (!check.ok) throw new ApiError(400, emailMessages.changeWrongPassword);
  }
  if (input.email === user.email) throw new ApiError(400, emailMessages.changeSame);
  await db.$transaction(async (tx) => {
    const taken = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (taken) return;
    const token = await issueToken(tx, { userId, purpose: "change-email", email: input.email });
    await enqueueEmail(tx, { to: input.email, template: "change-email", data: { link: linkTo("/verify-email", { token }), newEmail: input.email } });
    await enqueueEmail(tx, { to: user.email, template: "email-change-requested", data: { newEmail: input.email } });
  });
  kickEmailWorker();
  return { message: emailMessages.changeSent(input.email), ...(await emailStatus(userId)) };
}

/** Cancels a pending change (its link stops working). */
export async function cancelEmailChange(userId: string): Promise<EmailStatus & { message: string }> {
  const db = await getDb();
  await db.emailToken.updateMany({ where: { userId, purpose: "change-email", usedAt: null }, data: { usedAt: new Date() } });
  return { message: emailMessages.changeCancelled, ...(await emailStatus(userId)) };
}
