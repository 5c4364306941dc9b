import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { loginPath } from "@/lib/auth/safe-path";
import { getSessionUser, type SessionUser } from "./session";

/**
 * The signed-in user for a server component or server action, or null. Memoised per request
 * (React cache): a page and the components under it share one session read.
 */
export const getPageUser = cache(async (): Promise<SessionUser | null> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return getSessionUser({
    cookies: Object.fromEntries(cookieStore.getAll().map((c) => [c.name, c.value])),
    headers: Object.fromEntries(headerList.entries()),
  } as never);
});

/** For protected pages: the user, or a redirect to sign-in that comes back to `returnTo`. */
export async function requirePageUser(returnTo: string): Promise<SessionUser> {
  const user = await getPageUser();
  if (!user) redirect(loginPath(returnTo));
  return user;
}
