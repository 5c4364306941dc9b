import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";
import { rebaseAuthResponse } from "@/lib/auth/origin";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (not at import) so `next build` never needs the secret.
async function handler(req: NextRequest, ctx: Context) {
  const res = await NextAuth(req, ctx, getAuthOptions());
  return rebaseAuthResponse(res, req);
}

export { handler as GET, handler as POST };
