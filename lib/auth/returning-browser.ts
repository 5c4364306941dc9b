import "server-only";
import { cookies } from "next/headers";

/**
 * Set on a browser once someone signs in on it, kept after sign-out: /login opens on "Sign in" for
 * a browser that has been here before and on "Create account" for one that has not. It holds no
 * secret and names no account (only "1"), and nothing is granted by it.
 */
export const RETURNING_COOKIE = "rr-returning";
/** Browsers cap a cookie's lifetime at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export async function rememberReturningBrowser(): Promise<void> {
  try {
    (await cookies()).set(RETURNING_COOKIE, "1", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: MAX_AGE_SECONDS,
      secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false,
    });
  } catch {
    // Outside a request (unit tests call next-auth's callbacks directly): nothing to set.
  }
}

export async function isReturningBrowser(): Promise<boolean> {
  return (await cookies()).get(RETURNING_COOKIE)?.value === "1";
}
