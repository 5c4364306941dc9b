import bcrypt from "bcryptjs";

// bcrypt cost 12 (~250 ms) in real use; tests hash hundreds of passwords, so they use the minimum.
const ROUNDS = process.env.NODE_ENV === "test" ? 4 : 12;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", ROUNDS);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, ROUNDS);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}
