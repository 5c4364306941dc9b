import "server-only";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { kickEmailWorker } from "@/lib/email/kick";
import { ApiError } from "@/lib/errors";
import { authMessages } from "@/lib/messages/auth";
import type { RegisterInput } from "@/lib/account/schema/auth";
import { sendVerification } from "./email-verification";

const publicUser = { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true } as const;

/**
 * Sign-up with a password (its route counts the address's and the global registration limits
 * first): a common password is refused (400), then the user is created with the
 * verification email recorded in the same transaction. A full hasher throws HashBusyError (503).
 * An address already registered is a 409.
 */
export async function registerAccount(input: RegisterInput) {
  if (await isCommonPassword(input.password)) throw new ApiError(400, authMessages.commonPassword);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName },
        select: publicUser,
      });
      await sendVerification(tx, created);
      return created;
    });
    kickEmailWorker();
    return user;
  } catch (error) {
    if (classifyDbError(error) === "unique") throw new ApiError(409, authMessages.accountExists);
    throw error;
  }
}
