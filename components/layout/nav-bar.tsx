"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Rocket } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LOGIN_PATH, PRODUCT_NAME } from "@/lib/constants";
import { useCompany } from "@/lib/queries/company";
import { useCurrentUser } from "@/lib/queries/user";

// Signed-out visitors never need the account menu (Radix dropdown + popper, ~40 kB gzip): it
// loads on demand so the public pages' first load stays within budget (docs/PERFORMANCE.md).
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Skeleton className="size-8 rounded-full" />,
});

/** Visitors of a shared space have no account: they get the logo only. */
function isSharedView(pathname: string | null) {
  return pathname === "/shared" || !!pathname?.startsWith("/shared/");
}

export function NavBar() {
  const pathname = usePathname();
  const shared = isSharedView(pathname);
  return (
    <header className="sticky top-0 z-40 w-full border-b print:hidden bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        {shared ? <Brand /> : <BrandWithCompany />}
        {!shared && <AccountArea onLoginPage={pathname === "/login"} />}
      </nav>
    </header>
  );
}

function Brand({ companyName }: { companyName?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Link
        href="/"
        className="flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Rocket className="size-4" aria-hidden="true" />
        </span>
        <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
        <span className="hidden rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary sm:inline">
          Company Assistant
        </span>
      </Link>
      {companyName && (
        <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
          <span aria-hidden="true">/</span>
          <span className="truncate font-medium text-foreground" title={companyName}>
            {companyName}
          </span>
        </span>
      )}
    </div>
  );
}

function BrandWithCompany() {
  const { company } = useCompany();
  return <Brand companyName={company?.name} />;
}

function AccountArea({ onLoginPage }: { onLoginPage: boolean }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex items-center gap-2" role="status" aria-label="Loading account">
        <Skeleton className="size-8 rounded-full" />
      </div>
    );
  }
  if (user) return <UserMenu user={user} />;
  // The sign-in form is the page itself; a second Sign In button there only confuses.
  if (onLoginPage) return null;
  return (
    <Button asChild size="sm">
      <a href={LOGIN_PATH}>Sign In</a>
    </Button>
  );
}
