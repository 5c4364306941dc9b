import { MainContent } from "@/components/layout/app-chrome";
import { NavBar } from "@/components/layout/nav-bar";
import { Landing } from "@/components/landing/landing";

/**
 * `/` for signed-out visitors: prerendered at build time and served static (cacheable by a CDN),
 * with a CSP of hashes instead of a nonce (proxy.ts). Requests with a session cookie never reach
 * it: proxy.ts rewrites them to the dashboard (app/(app)/dashboard/page.tsx), which checks the
 * session itself. Nothing here may read the request: the build fails if something does.
 */
export const dynamic = "error";

export default function HomePage() {
  return (
    <>
      <NavBar user={null} />
      <MainContent>
        <Landing />
      </MainContent>
    </>
  );
}
