"use client";

import { Providers } from "@/components/providers";
import { useCompany } from "@/lib/queries/company";
import type { CurrentUser } from "@/lib/queries/user";

/**
 * The signed-in user's company name beside the logo. Loaded on demand by the nav bar, with its
 * own provider around the page-wide QueryClient (components/providers.tsx): a profile edit or the
 * onboarding form updates the cached company and the name follows.
 */
export function NavCompanyName({ user }: { user: CurrentUser }) {
  return (
    <Providers initialUser={user}>
      <CompanyName />
    </Providers>
  );
}

function CompanyName() {
  const { company } = useCompany();
  if (!company?.name) return null;
  // On a phone the logo and the four controls leave no room: a slash with an empty name is worse
  // than none, and every page below names the company anyway.
  return (
    <span className="hidden min-w-0 items-center gap-2 text-muted-foreground sm:flex">
      <span aria-hidden="true">/</span>
      <span className="truncate font-medium text-foreground" title={company.name}>
        {company.name}
      </span>
    </span>
  );
}
