import { NextResponse, type NextRequest } from "next/server";
import { API_CSP } from "@/lib/api/handler";

/** SPEC.md: a full-page navigation to /api/login starts sign-in. */
export function GET(req: NextRequest) {
  const target = new URL("/login", req.nextUrl.origin);
  const callbackUrl = req.nextUrl.searchParams.get("callbackUrl");
  if (callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//")) target.searchParams.set("callbackUrl", callbackUrl);
  const res = NextResponse.redirect(target, 302);
  res.headers.set("Content-Security-Policy", API_CSP);
  return res;
}
