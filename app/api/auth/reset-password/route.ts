import { readJson, withPublic } from "@/lib/api/handler";
import { checkResetLink, resetPasswordFromLink } from "@/lib/account/password-reset";
import { assertHashCapacity } from "@/lib/auth/password";
import { readSessionId } from "@/lib/auth/session-token";
import { resetPasswordSchema } from "@/lib/account/schema/email";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

/** Both the check and the submit are guesses of a link's token, counted per client address. */
const limits = [ACCOUNT_LIMITS.tokenPerIp];

/** Whether a reset link still works (the page says so before asking for a password). */
export const GET = withPublic(async ({ req }) => checkResetLink(req.nextUrl.searchParams.get("token") ?? ""), { limits });

export const POST = withPublic(async ({ req }) => resetPasswordFromLink(await readJson(req, resetPasswordSchema), await readSessionId(req)), {
  refuseFirst: assertHashCapacity,
  limits,
});
