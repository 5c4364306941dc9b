import "server-only";
import { ApiError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { kickEmailWorker } from "@/lib/email";
import { sendVerification } from "@/lib/email/flows/verification";
import type { RegisterInput } from "@/lib/validations/auth";

const publicUser = { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true } as const;

export async function createUserWithPassword(input: RegisterInput) {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    // The verification email is recorded in the sign-up transaction (lib/email).
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
    if (classifyDbError(error) === "unique") {
      throw new ApiError(409, "An account with this email already exists");
    }
    throw error;
  }
}
