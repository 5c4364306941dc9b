import type { ReactNode } from "react";
import { DocumentLoad } from "@/app/(app)/document-load";
import { loadCompanyPage } from "./load";

/** A full load of /company carries its details in the first HTML, not its loading skeleton (app/(app)/document-load.tsx). */
export default function CompanyOverviewLayout({ children }: { children: ReactNode }) {
  return <DocumentLoad load={loadCompanyPage}>{children}</DocumentLoad>;
}
