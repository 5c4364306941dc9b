import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (not at import) so `next build` never needs the secret.
function handler(req: NextRequest, ctx: Context) {
  return NextAuth(req, ctx, getAuthOptions());
}

export { handler as GET, handler as POST };
