import type { ReactNode } from "react";
import { NavBar } from "@/components/layout/nav-bar";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { getPageUser } from "@/lib/auth/page";

/**
 * The nav bar, the verify-email banner and the main landmark around a page rendered per request
 * (app/(app)/layout.tsx, app/not-found.tsx). The static landing draws the signed-out nav itself.
 */
export async function AppChrome({ children }: { children: ReactNode }) {
  const user = await getPageUser();
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
