import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { getPageUser } from "@/lib/auth/page";

export const metadata: Metadata = { title: "Create account" };

export default async function RegisterPage() {
  if (await getPageUser()) redirect("/");
  return (
    <AuthCard
      title="Create your account"
      description="Start organising every document investors will ask for."
    >
      <RegisterForm />
    </AuthCard>
  );
}
