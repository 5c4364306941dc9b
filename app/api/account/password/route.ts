import { readJson, withAuth } from "@/lib/api/handler";
import { readSessionId } from "@/lib/auth/session-token";
import { changePassword } from "@/lib/account/account";
import { changePasswordSchema } from "@/lib/account/schema/account";

/** Needs the current password; every other session of the user ends. */
export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, changePasswordSchema);
  await changePassword({ userId: user.id, currentSid: await readSessionId(req), input });
  return { ok: true };
});
