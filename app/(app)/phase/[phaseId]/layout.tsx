import type { ReactNode } from "react";
import { awaitOnDocumentLoad } from "@/app/(app)/document-load";
import { loadPhasePage } from "./load";

/** A full load of a phase page carries the page in its first HTML, not its loading skeleton (app/(app)/document-load.ts). */
export default async function PhaseLayout({ children, params }: { children: ReactNode; params: Promise<{ phaseId: string }> }) {
  await awaitOnDocumentLoad(async () => loadPhasePage((await params).phaseId));
  return children;
}
