import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { accountMessages } from "@/lib/validations/account";
import { deleteFileBytes } from "./files";

/**
 * "Delete company and account". The confirmation is the account's email, typed. One transaction
 * deletes the user; the schema's cascades take the company and every row under it (team,
 * progress, files, trash, shared spaces with their items and access logs), the sessions, the
 * linked sign-in accounts and the recovery codes, so every shared link answers 404 from the
 * commit on. Stored bytes go afterwards, through the storage driver (any driver): a failure
 * there leaves only an unreachable object, logged.
 */
export async function deleteAccount({ userId, confirm }: { userId: string; confirm: string }): Promise<{ deleted: true }> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, profileImageKey: true } });
  if (!user) throw new ApiError(404, "Not found");
  if (confirm.trim().toLowerCase() !== user.email.toLowerCase()) throw new ApiError(400, accountMessages.deleteConfirmMismatch);
  const keys = await db.$transaction(async (tx) => {
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
