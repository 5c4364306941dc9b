import { authMessages } from "@/lib/messages/auth";

/**
 * next-auth sends sign-in failures back to /login?error=<code>. Every credentials failure gets
 * the same generic message so the page never tells whether an email is registered.
 */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === "CredentialsSignin") return authMessages.invalidCredentials;
  if (code === "OAuthAccountNotLinked") return authMessages.accountNotLinked;
  return authMessages.oauthFailed;
}
