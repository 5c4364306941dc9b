import { NextResponse } from "next/server";
import { safeCallbackPath } from "@/lib/auth/safe-path";
import { API_CSP } from "./handler";

/**
 * A redirect whose Location is a relative path ("/login?callbackUrl=..."): the browser resolves it
 * against the address it used (127.0.0.1, a proxy's public host), never the server's own idea of
 * its origin. Route handlers only: the proxy (middleware) needs an absolute URL, see proxy.ts.
 */
export function relativeRedirect(path: string, status = 302): NextResponse {
  const res = new NextResponse(null, { status, headers: { Location: safeCallbackPath(path) } });
  res.headers.set("Content-Security-Policy", API_CSP);
  res.headers.set("Cache-Control", "no-store");
  return res;
}
