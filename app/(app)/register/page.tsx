import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { getPageUser } from "@/lib/auth/page";
import { safeCallbackPath } from "@/lib/auth/safe-path";

export const metadata: Metadata = { title: "Create account" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?email=&callbackUrl=` come from an invitation (issue 19): the address is prefilled, and the new account goes back to the invitation. */
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = first(params.callbackUrl) ? safeCallbackPath(first(params.callbackUrl)) : undefined;
  if (await getPageUser()) redirect(callbackUrl ?? "/");
  return (
    <AuthCard title="Create your account" description="Start organising every document investors will ask for.">
      <RegisterForm email={first(params.email)?.slice(0, 254)} callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
