import type { ReactNode } from "react";
import { DocumentLoad } from "@/app/(app)/document-load";
import { loadPhasePage } from "./load";

/** A full load of a phase page carries the page in its first HTML, not its loading skeleton (app/(app)/document-load.tsx). */
export default function PhaseLayout({ children, params }: { children: ReactNode; params: Promise<{ phaseId: string }> }) {
  return <DocumentLoad load={async () => loadPhasePage((await params).phaseId)}>{children}</DocumentLoad>;
}
