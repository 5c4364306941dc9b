import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "next/link";
import { ArrowLeft, Rocket } from "lucide-react";
import { SeedCompany } from "@/components/company/seed-company";
import { OnboardingForm } from "@/components/onboarding/onboarding-form";
import { requirePageUser } from "@/lib/account/page";
import { listMemberships } from "@/lib/team/members";
import { PRODUCT_NAME } from "@/lib/constants";

export const metadata: Metadata = { title: "Set up your company" };

export default async function SetupPage() {
  const user = await requirePageUser("/setup");
  // Only a company of one's own ends set-up: a member of other companies may still create theirs
  // (one per user), and is never sent here by the pages, which open the company they joined.
  const memberships = await listMemberships({ userId: user.id, currentCompanyId: user.companyId });
  if (memberships.some((m) => m.role === "owner")) redirect("/");
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      {/* The server just found no company: the page never asks the API (a 404 in the console). */}
      {memberships.length === 0 && <SeedCompany company={null} />}
      <div className="w-full max-w-xl space-y-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="space-y-3 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Rocket className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to {PRODUCT_NAME}!</h1>
          <p className="text-muted-foreground">
            Tell us about your company to set up your fundraising workspace. You can add team, financials and more on your profile later.
          </p>
        </div>
        {memberships.length > 0 && (
          <JoinedCompanies names={memberships.map((m) => m.name)} current={memberships.find((m) => m.current)?.name ?? memberships[0]!.name} />
        )}
        <OnboardingForm />
      </div>
    </div>
  );
}

/** A member of other companies came here on purpose: say where their team's workspace is. */
function JoinedCompanies({ names, current }: { names: string[]; current: string }) {
  return (
    <div role="note" className="space-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <p>
        You already work in <strong className="break-words">{names.join(", ")}</strong>. Create a company of your own below; you can switch between
        them in the navigation bar.
      </p>
      <Link href="/" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to {current}
      </Link>
    </div>
  );
}
