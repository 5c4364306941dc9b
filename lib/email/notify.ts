import type { Prisma, PrismaClient } from "@/lib/db";
import { seal } from "./seal";
import type { TemplateData } from "./payloads";

/**
 * Notification mail: what the app says on its own about a company (a visitor opened a space, the
 * daily digest, task and expiry reminders), as opposed to account mail the user asked for
 * (verification, password reset, change of email, which go to the address being confirmed).
 */
export type NotificationTemplate = "new-visitor" | "daily-digest" | "task-reminder" | "expiry-reminder";

/**
 * Who may receive notification mail: a user whose address was confirmed. A mistyped sign-up
 * address must not receive investors' names or a company's documents. Recipient queries filter
 * on this so nothing is counted as sent; enqueueNotification checks it again as the last word.
 */
export const VERIFIED_RECIPIENT = { emailVerified: { not: null } } satisfies Prisma.UserWhereInput;

type NotifyTx = Pick<Prisma.TransactionClient | PrismaClient, "emailOutbox" | "user">;

export interface Notification<T extends NotificationTemplate> {
  userId: string;
  /** The company the mail is about: only a member of it receives it. Null for the digest, which spans companies (each section is membership-scoped). */
  companyId: string | null;
  template: T;
  data: TemplateData<T>;
}

/**
 * The one way notification mail is queued: to the user's current address if it is verified and,
 * for mail about a company, only while they are a member of it. The row records the user and the
 * company, so removing the member drops what is still queued (dropQueuedNotifications). Answers
 * whether a message was queued.
 */
export async function enqueueNotification<T extends NotificationTemplate>(
  tx: NotifyTx,
  { userId, companyId, template, data }: Notification<T>,
): Promise<boolean> {
  const user = await tx.user.findFirst({
    where: { id: userId, ...VERIFIED_RECIPIENT, ...(companyId ? { memberships: { some: { companyId } } } : {}) },
    select: { email: true },
  });
  if (!user) return false;
  await tx.emailOutbox.create({ data: { toAddress: user.email, template, payload: seal(data), userId, companyId } });
  return true;
}

/**
 * A member left the company (or was removed): what is still queued for them about it is not sent.
 * A message a worker is sending at this very moment may still go out.
 */
export async function dropQueuedNotifications(
  tx: Pick<Prisma.TransactionClient, "emailOutbox">,
  { userId, companyId }: { userId: string; companyId: string },
) {
  await tx.emailOutbox.deleteMany({ where: { userId, companyId, sentAt: null, failedAt: null } });
}
