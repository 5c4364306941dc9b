import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Rocket } from "lucide-react";
import { SeedCompany } from "@/components/company/seed-company";
import { OnboardingForm } from "@/components/onboarding/onboarding-form";
import { requirePageUser } from "@/lib/auth/page";
import { getCompanyForUser } from "@/lib/data/company";
import { PRODUCT_NAME } from "@/lib/constants";

export const metadata: Metadata = { title: "Set up your company" };

export default async function SetupPage() {
  const user = await requirePageUser("/setup");
  if (await getCompanyForUser({ userId: user.id })) redirect("/");
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      {/* The server just found no company: the page never asks the API (a 404 in the console). */}
      <SeedCompany company={null} />
      <div className="w-full max-w-xl space-y-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="space-y-3 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Rocket className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to {PRODUCT_NAME}!</h1>
          <p className="text-muted-foreground">
            Tell us about your company to set up your fundraising workspace. You can add team, financials and
            more on your profile later.
          </p>
        </div>
        <OnboardingForm />
      </div>
    </div>
  );
}
