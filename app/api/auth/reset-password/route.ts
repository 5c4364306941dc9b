import { readJson, withPublic } from "@/lib/api/handler";
import { enforce, ipKey } from "@/lib/api/email-limits";
import { resetPasswordFromLink } from "@/lib/account/password-reset";
import { assertHashCapacity } from "@/lib/auth/password";
import { readSessionId } from "@/lib/auth/session";
import { resetLinkValid } from "@/lib/email/flows/password-reset";
import { emailMessages } from "@/lib/messages/email";
import { resetPasswordSchema } from "@/lib/validations/email";

const guessLimit = (headers: Headers) => enforce(`email-token:ip:${ipKey(headers)}`, "tokenPerIp", emailMessages.linkRateLimited);

/** Whether a reset link still works (the page says so before asking for a password). */
export const GET = withPublic(async ({ req }) => {
  const limited = await guessLimit(req.headers);
  if (limited) return limited;
  const token = req.nextUrl.searchParams.get("token") ?? "";
  return { valid: await resetLinkValid(token) };
});

export const POST = withPublic(
  async ({ req }) => {
    const limited = await guessLimit(req.headers);
    if (limited) return limited;
    const input = await readJson(req, resetPasswordSchema);
    return resetPasswordFromLink(input, await readSessionId(req));
  },
  { refuseFirst: assertHashCapacity },
);
