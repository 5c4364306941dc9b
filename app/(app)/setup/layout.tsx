import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { getPageUser } from "@/lib/account/page";

/** React Query for this signed-in area (app/layout.tsx leaves it to the pages that use it). */
export default async function Layout({ children }: { children: ReactNode }) {
  return <Providers initialUser={await getPageUser()}>{children}</Providers>;
}
