import { readJson, withPublic } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { json } from "@/lib/api/respond";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { HASH_BUSY_RETRY_AFTER_SECONDS, hashCapacityLeft, HashBusyError } from "@/lib/auth/password";
import { claimRegistration } from "@/lib/auth/register-limit";
import { createUserWithPassword } from "@/lib/data/users";
import { authMessages } from "@/lib/messages/auth";
import { registerSchema } from "@/lib/validations/auth";

function busy(): Response {
  return json({ message: authMessages.hashBusy }, 503, { "Retry-After": String(HASH_BUSY_RETRY_AFTER_SECONDS) });
}

export const POST = withPublic(async ({ req }) => {
  // Refused before any work when the hasher is full: no queue builds up behind a flood.
  if (!hashCapacityLeft()) return busy();
  const input = await readJson(req, registerSchema);
  if (await isCommonPassword(input.password)) throw new ApiError(400, authMessages.commonPassword);
  const limited = await claimRegistration(req.headers);
  if (limited) {
    return json({ message: limited.message }, 429, { "Retry-After": String(limited.retryAfterSeconds) });
  }
  try {
    return json(await createUserWithPassword(input), 201);
  } catch (error) {
    if (error instanceof HashBusyError) return busy();
    throw error;
  }
});
