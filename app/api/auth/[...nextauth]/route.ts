import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { json } from "@/lib/api/respond";
import { getAuthOptions } from "@/lib/auth/options";
import { rebaseAuthResponse, requestOrigin } from "@/lib/auth/origin";
import { HASH_BUSY_RETRY_AFTER_SECONDS, hashCapacityLeft } from "@/lib/auth/password";
import { authMessages } from "@/lib/messages";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (not at import) so `next build` never needs the secret.
async function handler(req: NextRequest, ctx: Context) {
  // A password check when every hasher slot is taken: 503 at once rather than a queue.
  if (req.method === "POST" && req.nextUrl.pathname.endsWith("/callback/credentials") && !hashCapacityLeft()) {
    // `url` carries the reason the way next-auth's client reads it (its `error` parameter).
    const url = `${requestOrigin(req.headers, req.nextUrl.protocol) ?? req.nextUrl.origin}/login?error=${encodeURIComponent(authMessages.hashBusy)}`;
    return json({ message: authMessages.hashBusy, url }, 503, { "Retry-After": String(HASH_BUSY_RETRY_AFTER_SECONDS) });
  }
  const res = await NextAuth(req, ctx, getAuthOptions());
  return rebaseAuthResponse(res, req);
}

export { handler as GET, handler as POST };
