import { getToken } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/auth/secret";

/**
 * The session cookie as a request carries it: next-auth's JWT, decoded with the auth secret,
 * naming a session row by its id. Reading it needs no database; whether that row is still live is
 * the account module's question (lib/account/session.ts).
 */

/** What getToken needs: a NextRequest, or the cookie store and headers of a server component. */
export type CookieSource = Parameters<typeof getToken>[0]["req"];

/** A cookie's value from either kind of store. */
export function readCookie(req: CookieSource, name: string): string | null {
  const store = (req as { cookies?: unknown }).cookies;
  if (!store) return null;
  if (typeof (store as { get?: unknown }).get === "function") {
    const value = (store as { get(name: string): { value: string } | string | undefined }).get(name);
    return (typeof value === "string" ? value : value?.value) ?? null;
  }
  const value = (store as Record<string, unknown>)[name];
  return typeof value === "string" ? value : null;
}

const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

/** next-auth names the cookie __Secure-... when it runs on https; read whichever this request has. */
function hasSecureCookie(req: CookieSource): boolean {
  const store = (req as { cookies?: unknown }).cookies;
  if (!store) return false;
  if (typeof (store as { has?: unknown }).has === "function") return (store as { has(name: string): boolean }).has(SECURE_SESSION_COOKIE);
  return typeof (store as Record<string, unknown>)[SECURE_SESSION_COOKIE] === "string";
}

/** The session id the request's cookie names, or null without a valid cookie. */
export async function readSessionId(req: CookieSource): Promise<string | null> {
  const token = await getToken({ req, secret: getAuthSecret(), secureCookie: hasSecureCookie(req) });
  return typeof token?.sid === "string" ? token.sid : null;
}
