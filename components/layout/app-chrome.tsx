import type { ComponentProps, ReactNode } from "react";
import { NavBar } from "@/components/layout/nav-bar";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";

/**
 * The nav bar, the verify-email banner and the main landmark around a page rendered per request
 * (app/(app)/layout.tsx reads the user). The static landing draws the signed-out nav itself.
 */
/** The signed-in user as the chrome needs it: what the nav bar shows, and whether the address is verified. */
type ChromeUser = NonNullable<ComponentProps<typeof NavBar>["user"]> & { emailVerified: boolean };

export function AppChrome({ user, children }: { user: ChromeUser | null; children: ReactNode }) {
  return (
    <>
      <NavBar user={user} />
      {user && !user.emailVerified && <VerifyEmailBanner />}
      <MainContent>{children}</MainContent>
    </>
  );
}

/** The skip link's target (app/layout.tsx). */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex flex-1 flex-col">
      {children}
    </main>
  );
}
