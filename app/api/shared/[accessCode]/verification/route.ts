import { readJson, withPublic } from "@/lib/api/handler";
import { sendVisitorCode } from "@/lib/visitor/code";
import { liveSpaceGate } from "@/lib/visitor/space";
import { visitorGate } from "@/lib/messages/shared-view";
import { visitorCodeRequestSchema } from "@/lib/visitor/schema";

export const dynamic = "force-dynamic";

/** Emails a 6-digit code for a space that requires verification (rate limited). */
export const POST = withPublic<{ accessCode: string }>(async ({ req, ip, params }) => {
  const { email } = await readJson(req, visitorCodeRequestSchema);
  const space = await liveSpaceGate({ code: params.accessCode, ip });
  await sendVisitorCode(space, { email, ip });
  return { sent: true, message: visitorGate.codeSent };
});
