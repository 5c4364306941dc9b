import { readJson, withPublic } from "@/lib/api/handler";
import { checkResetLink, resetPasswordFromLink } from "@/lib/account/password-reset";
import { assertHashCapacity } from "@/lib/auth/password";
import { readSessionId } from "@/lib/account/session";
import { resetPasswordSchema } from "@/lib/account/schema/email";

/** Whether a reset link still works (the page says so before asking for a password). */
export const GET = withPublic(async ({ req }) => checkResetLink(req.headers, req.nextUrl.searchParams.get("token") ?? ""));

export const POST = withPublic(
  async ({ req }) => resetPasswordFromLink(req.headers, await readJson(req, resetPasswordSchema), await readSessionId(req)),
  { refuseFirst: assertHashCapacity },
);
