import Link from "next/link";
import { FolderOpen, Rocket } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LOGIN_PATH, PRODUCT_NAME } from "@/lib/constants";
import { spacesPage } from "@/lib/messages/spaces";
import { SPACES_PATH } from "@/lib/sharing/analytics-links";
import type { CurrentUser } from "@/lib/queries/user";
import { CompanyPicker, NavCompanyName, NavSlot, NotificationBell, SearchLauncher, UserMenu } from "./nav-islands";

/**
 * A server component: `user` is the session the root layout read (null when signed out). The
 * client code is only what depends on the path or the signed-in user (./nav-islands.tsx).
 * A shared space's page is branded with the company that shares it, so the bar is not drawn there.
 */
export function NavBar({ user }: { user: CurrentUser | null }) {
  return (
    <NavSlot>
      <header className="sticky top-0 z-40 w-full border-b print:hidden bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-2">
            <Brand />
            {user && <NavSlot>{(user.companyCount ?? 0) > 1 ? <CompanyPicker user={user} /> : <NavCompanyName user={user} />}</NavSlot>}
          </div>
          {user ? (
            <NavSlot>
              <div className="flex shrink-0 items-center gap-2">
                {/* Before setup there is nothing to share or search: both lead nowhere until a company exists. */}
                {user.companyCount !== 0 && (
                  <>
                    <SpacesLink />
                    <SearchLauncher user={user} />
                  </>
                )}
                <NotificationBell user={user} />
                <UserMenu user={user} />
              </div>
            </NavSlot>
          ) : (
            // The sign-in form is the page itself; a second Sign In button there only confuses.
            <NavSlot hideOnLoginPage>
              <Button asChild size="sm">
                <a href={LOGIN_PATH}>Sign In</a>
              </Button>
            </NavSlot>
          )}
        </nav>
      </header>
    </NavSlot>
  );
}

/** The founder's links page: every shared space with its visits. */
function SpacesLink() {
  return (
    <Link
      href={SPACES_PATH}
      className="inline-flex h-8 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <FolderOpen className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{spacesPage.navLabel}</span>
    </Link>
  );
}

function Brand() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Rocket className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
      {/* Only where the bar has room to spare: at tablet width it would crowd out the company's name. */}
      <span className="hidden rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary lg:inline">Company Assistant</span>
    </Link>
  );
}
