import "server-only";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import type { RegisterInput } from "@/lib/validations/auth";

const publicUser = { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true } as const;

export async function createUserWithPassword(input: RegisterInput) {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName },
      select: publicUser,
    });
  } catch (error) {
    if (classifyDbError(error) === "unique") {
      throw new ApiError(409, "An account with this email already exists");
    }
    throw error;
  }
}
