import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyEmailClient } from "@/components/auth/verify-email-client";
import { emailMessages } from "@/lib/messages/email";

export const metadata: Metadata = { title: emailMessages.verifyTitle, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <AuthCard title={emailMessages.verifyTitle} description="Confirming the address this link was sent to.">
      <VerifyEmailClient token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
