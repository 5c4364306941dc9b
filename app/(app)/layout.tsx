import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppChrome } from "@/components/layout/app-chrome";
import { RevealAtOnce } from "@/components/layout/reveal-at-once";
import { getPageUser } from "@/lib/account/page";

/**
 * Every page but the static landing: rendered per request, because proxy.ts sets a per-request CSP
 * nonce that Next only applies while rendering a request (a prerendered page would have its
 * scripts blocked). The nav bar gets the session from here.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await connection();
  const user = await getPageUser();
  return (
    <>
      <RevealAtOnce />
      <AppChrome user={user}>{children}</AppChrome>
    </>
  );
}
