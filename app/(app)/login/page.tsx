import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { authErrorMessage } from "@/components/auth/auth-errors";
import { LoginForm } from "@/components/auth/login-form";
import { getPageUser } from "@/lib/auth/page";
import { oauthProviders } from "@/lib/auth/providers";
import { safeCallbackPath } from "@/lib/auth/safe-path";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  if (await getPageUser()) redirect(callbackUrl);
  // Only id and name reach the browser; client secrets stay on the server.
  const providers = oauthProviders().map(({ id, name }) => ({ id, name }));
  return (
    <AuthCard title="Welcome back" description="Sign in to continue preparing your company for investors.">
      <LoginForm
        callbackUrl={callbackUrl}
        providers={providers}
        initialError={authErrorMessage(first(params.error))}
        email={first(params.email)?.slice(0, 254)}
      />
    </AuthCard>
  );
}
