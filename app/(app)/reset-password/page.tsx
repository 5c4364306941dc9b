import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { emailMessages } from "@/lib/messages/email";

export const metadata: Metadata = { title: emailMessages.resetTitle, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <AuthCard title={emailMessages.resetTitle} description="Every other session of your account is signed out when you save it.">
      <ResetPasswordForm token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
