import { NextResponse, type NextRequest } from "next/server";

/** SPEC.md: a full-page navigation to /api/login starts sign-in. */
export function GET(req: NextRequest) {
  const target = new URL("/login", req.nextUrl.origin);
  const callbackUrl = req.nextUrl.searchParams.get("callbackUrl");
  if (callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//")) target.searchParams.set("callbackUrl", callbackUrl);
  return NextResponse.redirect(target, 302);
}
