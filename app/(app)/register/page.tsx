import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthEntry } from "@/components/auth/auth-entry";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { getPageUser } from "@/lib/account/page";
import { oauthProviders } from "@/lib/account/providers";
import { safeCallbackPath } from "@/lib/auth/safe-path";

export const metadata: Metadata = { title: "Create account" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The direct link to account creation: the same card as /login, opened on "Create account".
 * `?email=&callbackUrl=` come from an invitation: the address is prefilled, and the new account
 * goes back to the invitation.
 */
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = first(params.callbackUrl) ? safeCallbackPath(first(params.callbackUrl)) : undefined;
  if (await getPageUser()) redirect(callbackUrl ?? "/");
  const email = first(params.email)?.slice(0, 254);
  const providers = oauthProviders().map(({ id, name }) => ({ id, name }));
  return (
    <AuthEntry
      initialTab="create-account"
      createAccount={<RegisterForm email={email} callbackUrl={callbackUrl} />}
      signIn={<LoginForm callbackUrl={callbackUrl ?? "/"} providers={providers} email={email} />}
    />
  );
}
