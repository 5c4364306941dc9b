import { NextResponse, type NextRequest } from "next/server";
import { API_CSP } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/respond";
import { endSession } from "@/lib/auth/session";

const SESSION_COOKIES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.csrf-token",
  "__Host-next-auth.csrf-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
];

/** Deletes the server-side session (so a replayed cookie is dead) and clears the cookies. */
export async function GET(req: NextRequest) {
  try {
    await endSession(req);
  } catch (error) {
    return errorResponse(error);
  }
  const res = NextResponse.redirect(new URL("/", req.nextUrl.origin), 302);
  res.headers.set("Content-Security-Policy", API_CSP);
  for (const name of SESSION_COOKIES) {
    if (req.cookies.has(name)) res.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__") });
  }
  return res;
}
