import type { NextRequest } from "next/server";
import { relativeRedirect } from "@/lib/api/redirect";
import { loginPath } from "@/lib/auth/safe-path";

/** SPEC.md: a full-page navigation to /api/login starts sign-in. The Location is relative. */
export function GET(req: NextRequest) {
  return relativeRedirect(loginPath(req.nextUrl.searchParams.get("callbackUrl")));
}
