import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthEntry, type AuthTab } from "@/components/auth/auth-entry";
import { authErrorMessage } from "@/components/auth/auth-errors";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { getPageUser } from "@/lib/account/page";
import { oauthProviders } from "@/lib/account/providers";
import { isReturningBrowser } from "@/lib/auth/returning-browser";
import { AUTH_TAB_PARAM, safeCallbackPath } from "@/lib/auth/safe-path";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where Get Started Free and Sign In both land (/api/login). A browser that has signed in here
 * before opens on "Sign in"; so does one back from a sign-in attempt (an error) or sent with its
 * address (an invitation); a link may name the tab (`?tab=sign-in`). Anyone else, most likely a
 * newcomer, opens on "Create account".
 */
async function initialTab(tab: string | undefined, error: string | null, email: string | undefined): Promise<AuthTab> {
  if (tab === "sign-in" || tab === "create-account") return tab;
  return error || email || (await isReturningBrowser()) ? "sign-in" : "create-account";
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  if (await getPageUser()) redirect(callbackUrl);
  // Only id and name reach the browser; client secrets stay on the server.
  const providers = oauthProviders().map(({ id, name }) => ({ id, name }));
  const error = authErrorMessage(first(params.error));
  const email = first(params.email)?.slice(0, 254);
  return (
    <AuthEntry
      initialTab={await initialTab(first(params[AUTH_TAB_PARAM]), error, email)}
      signIn={<LoginForm callbackUrl={callbackUrl} providers={providers} initialError={error} email={email} />}
      // A new account goes on to create its company (/setup) unless it was sent here from a page.
      createAccount={<RegisterForm email={email} callbackUrl={callbackUrl === "/" ? undefined : callbackUrl} />}
    />
  );
}
