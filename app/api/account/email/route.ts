import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { cancelEmailChange, emailStatus, requestEmailChange } from "@/lib/account/email-change";
import { changeEmailSchema } from "@/lib/account/schema/email";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

/** The signed-in user's address: { email, emailVerified, pendingEmail } (the banner and /settings read it). */
export const GET = withAuth(async ({ user }) => ({ ...(await emailStatus(user.id)) }));

/** Change of email: { email, password } -> a link to the new address; nothing changes until it is opened. */
export const POST = withAuth(
  async ({ req, user }) => {
    const input = await readJson(req, changeEmailSchema);
    return json(await requestEmailChange(user.id, input), 202);
  },
  { limits: [ACCOUNT_LIMITS.changeEmailPerUser] },
);

/** Cancels a pending change (its link stops working). */
export const DELETE = withAuth(async ({ user }) => cancelEmailChange(user.id));
