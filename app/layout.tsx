import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { NavBar } from "@/components/layout/nav-bar";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { getPageUser } from "@/lib/auth/page";
import { PRODUCT_NAME } from "@/lib/constants";
import "./globals.css";

const description =
  "Get your startup investor-ready: phased due-diligence checklists, one place for every document, and secure expiring links to share them with investors.";

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} · Fundraising readiness for startups`, template: `%s · ${PRODUCT_NAME}` },
  description,
  applicationName: PRODUCT_NAME,
  openGraph: {
    type: "website",
    siteName: PRODUCT_NAME,
    title: `${PRODUCT_NAME} · Fundraising readiness for startups`,
    description,
  },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#ffffff",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts sets a per-request CSP nonce that Next only applies while rendering a request, so
  // no page may be prerendered at build time (a static 404 would have its scripts blocked).
  await connection();
  // The nav bar gets the session from here; React Query (components/providers.tsx) is mounted by
  // the pages that use it, not here: the landing page and the shared space ship none of it.
  const user = await getPageUser();
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <div className="flex min-h-dvh flex-col">
          <NavBar user={user} />
          {user && <VerifyEmailBanner userId={user.id} />}
          <main id="main-content" className="flex flex-1 flex-col">
            {children}
          </main>
        </div>
        <LazyToaster />
      </body>
    </html>
  );
}
