import type { ReactNode } from "react";
import { DocumentLoad } from "@/app/(app)/document-load";
import { loadSpacesPage } from "./load";

/** A full load of /spaces carries the list in its first HTML, not its loading skeleton (app/(app)/document-load.tsx). */
export default function SpacesLayout({ children }: { children: ReactNode }) {
  return <DocumentLoad load={loadSpacesPage}>{children}</DocumentLoad>;
}
