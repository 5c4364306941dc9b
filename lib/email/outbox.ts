import type { Prisma, PrismaClient } from "@/lib/db";
import { seal } from "./seal";
import type { TemplateData, TemplateName } from "./payloads";

/** A Prisma transaction (or the client itself, for a message that is its own change). */
export type EmailTx = Pick<Prisma.TransactionClient | PrismaClient, "emailOutbox">;

export interface OutgoingEmail<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData<T>;
}

/**
 * Records a message in the outbox inside the caller's transaction: it exists if and only if the
 * change that causes it commits. lib/email/worker.ts delivers it (retry with backoff); call
 * `kickEmailWorker()` after the commit to send it now rather than at the next poll.
 */
export async function enqueueEmail<T extends TemplateName>(tx: EmailTx, email: OutgoingEmail<T>): Promise<string> {
  const row = await tx.emailOutbox.create({
    data: { toAddress: email.to, template: email.template, payload: seal(email.data) },
    select: { id: true },
  });
  return row.id;
}
