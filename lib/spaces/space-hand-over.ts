import "server-only";
import type { Prisma } from "@/lib/db";

/**
 * A member's work stays with the company when the member goes: the shared spaces they created in a
 * company they do not own pass to that company's owner (companies.user_id), who from then on is
 * their creator (visit alerts, the space list). Used when a member leaves or is removed (one
 * company) and when an account is deleted (every company the user joined). Runs inside the
 * caller's transaction, beside the change that ends the membership.
 */
export async function handOverSpaces(tx: Prisma.TransactionClient, { userId, companyId }: { userId: string; companyId?: string }): Promise<void> {
  const handedOver = await tx.sharedSpace.findMany({
    where: { createdById: userId, ...(companyId ? { companyId } : {}), company: { userId: { not: userId } } },
    select: { id: true, company: { select: { userId: true } } },
  });
  const byOwner = new Map<string, string[]>();
  for (const space of handedOver) byOwner.set(space.company.userId, [...(byOwner.get(space.company.userId) ?? []), space.id]);
  for (const [ownerId, ids] of byOwner) await tx.sharedSpace.updateMany({ where: { id: { in: ids } }, data: { createdById: ownerId } });
}
