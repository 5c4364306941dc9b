import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { NO_STORE } from "@/lib/api/security-headers.mjs";
import { json } from "@/lib/api/respond";
import { getAuthOptions } from "@/lib/account/sign-in";
import { rebaseAuthResponse, requestOrigin } from "@/lib/auth/origin";
import { HASH_BUSY_RETRY_AFTER_SECONDS, hashCapacityLeft } from "@/lib/auth/password";
import { authMessages } from "@/lib/messages/auth";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (not at import) so `next build` never needs the secret.
async function handler(req: NextRequest, ctx: Context) {
  // A password check when every hasher slot is taken: 503 at once rather than a queue.
  if (req.method === "POST" && req.nextUrl.pathname.endsWith("/callback/credentials") && !hashCapacityLeft()) {
    // `url` carries the reason the way next-auth's client reads it (its `error` parameter).
    const url = `${requestOrigin(req.headers, req.nextUrl.protocol) ?? req.nextUrl.origin}/login?error=${encodeURIComponent(authMessages.hashBusy)}`;
    return json({ message: authMessages.hashBusy, url }, 503, { "Retry-After": String(HASH_BUSY_RETRY_AFTER_SECONDS) });
  }
  const res = await rebaseAuthResponse(await NextAuth(req, ctx, getAuthOptions()), req);
  const answer = await asJsonError(res);
  // Sessions, CSRF tokens and sign-in answers are private: no cache keeps them. (A copy: a
  // redirect's headers may be immutable.)
  const headers = new Headers(answer.headers);
  headers.set("Cache-Control", NO_STORE);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * next-auth answers some malformed requests (an unknown provider, say) with a plain-text 4xx; the
 * API's contract is `{ message }` JSON for every error.
 */
async function asJsonError(res: Response): Promise<Response> {
  if (res.status < 400 || res.headers.get("content-type")?.includes("application/json")) return res;
  const text = (await res.text()).trim();
  return json({ message: text && text.length <= 200 ? text : "Bad request" }, res.status);
}

export { handler as GET, handler as POST };
