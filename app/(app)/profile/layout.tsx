import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { getPageUser } from "@/lib/account/page";
import { DocumentLoad } from "@/app/(app)/document-load";
import { loadProfilePage } from "./load";

/**
 * React Query for this signed-in area (app/layout.tsx leaves it to the pages that use it). A full
 * load carries the page in its first HTML, not its loading skeleton (app/(app)/document-load.tsx).
 */
export default async function Layout({ children }: { children: ReactNode }) {
  return (
    <DocumentLoad load={loadProfilePage}>
      <Providers initialUser={await getPageUser()}>{children}</Providers>
    </DocumentLoad>
  );
}
