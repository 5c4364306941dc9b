import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/layout/lazy-toaster";
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

/**
 * The document shell only, with nothing read per request, so that `/` for signed-out visitors
 * (app/page.tsx) is prerendered at build time and served static (proxy.ts gives it a CSP of
 * hashes instead of a nonce). Every other page is under app/(app)/layout.tsx, which reads the
 * session for the nav bar and renders per request with proxy.ts's nonce.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* data-app-root: app/globals.css keeps a dialog's outside-click guard from restyling the whole page. */}
        <div data-app-root className="flex min-h-dvh flex-col">
          {children}
        </div>
        <LazyToaster />
      </body>
    </html>
  );
}
