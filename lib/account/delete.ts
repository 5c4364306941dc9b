import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { accountMessages } from "@/lib/messages/account";
import { deleteFileBytes } from "@/lib/files/files";
import { handOverSpaces } from "@/lib/spaces/space-hand-over";
import { errorAnswers } from "@/lib/messages/requests";

/** Where the owner hands a company to another member (Settings > Team access, POST /api/company/{id}/transfer). */
export const TRANSFER_SETTINGS_PATH = "/settings";

export function transferBeforeDeleteMessage(names: readonly string[]): string {
  const list = names.map((name) => `"${name}"`).join(", ");
  return `Other members still work in ${list}. Transfer ownership in Settings > Team access before deleting your account, or remove those members first.`;
}

/**
 * "Delete company and account". The confirmation is the account's email, typed. One transaction
 * deletes the user; the schema's cascades take the company they own and every row under it (team,
 * progress, files, trash, shared spaces with their items and access logs), the sessions, the
 * linked sign-in accounts and the recovery codes, so every shared link answers 404 from the
 * commit on. Stored bytes go afterwards, through the storage driver (any driver): a failure
 * there leaves only an unreachable object, logged.
 *
 * Nobody else's work goes with it: an owner whose company has other members is refused
 * (409, naming those companies) until they transfer ownership or remove the members; a member's
 * account leaves the companies they joined, and the shared spaces they created there pass to that
 * company's owner rather than cascading away with the member.
 */
export async function deleteAccount({ userId, confirm }: { userId: string; confirm: string }): Promise<{ deleted: true }> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, profileImageKey: true } });
  if (!user) throw new ApiError(404, errorAnswers.notFound);
  if (confirm.trim().toLowerCase() !== user.email.toLowerCase()) throw new ApiError(400, accountMessages.deleteConfirmMismatch);
  const keys = await db.$transaction(async (tx) => {
    const shared = await tx.company.findMany({
      where: { userId, members: { some: { userId: { not: userId } } } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    });
    if (shared.length) {
      throw new ApiError(409, transferBeforeDeleteMessage(shared.map((c) => c.name)), {
        companies: shared.map((c) => ({ id: c.id, name: c.name, transferUrl: `/api/company/${c.id}/transfer` })),
        settingsPath: TRANSFER_SETTINGS_PATH,
      });
    }
    await handOverSpaces(tx, { userId });
    const files = await tx.storedFile.findMany({ where: { company: { userId } }, select: { storageKey: true } });
    await tx.user.delete({ where: { id: userId } });
    await tx.verificationToken.deleteMany({ where: { identifier: user.email } });
    await tx.rateLimit.deleteMany({ where: { key: { in: [`sign-in:email:${user.email}`, `account-password:${userId}`] } } });
    return files.map((f) => f.storageKey);
  });
  if (user.profileImageKey) keys.push(user.profileImageKey);
  await deleteFileBytes(keys);
  return { deleted: true };
}
