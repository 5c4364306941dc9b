import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { emailMessages } from "@/lib/messages/email";

export const metadata: Metadata = { title: emailMessages.forgotTitle };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={emailMessages.forgotTitle} description={emailMessages.forgotIntro}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
