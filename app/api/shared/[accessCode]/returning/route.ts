import { withPublic } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { visitorGate } from "@/lib/messages/shared-view";
import { readRememberedVisitor, REMEMBER_COOKIE } from "@/lib/visitor/token";
import { visitSpace } from "../visit";

export const dynamic = "force-dynamic";

/**
 * The visitor page's first request: a browser holding this space's remembered-visitor cookie goes
 * straight in as the email it names, through the whole gate (lists, revoke, expiry, the NDA, the
 * founder's period) and logged as a visit like any other. Without one, the page asks for an email.
 */
export const POST = withPublic<{ accessCode: string }>(async ({ req, ip, params }) => {
  const claims = readRememberedVisitor(req.cookies.get(REMEMBER_COOKIE)?.value);
  if (!claims) throw new ApiError(401, visitorGate.notRemembered);
  return visitSpace({ req, ip }, params.accessCode, claims.email, {});
});
