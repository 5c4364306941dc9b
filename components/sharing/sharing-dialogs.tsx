"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SharingPhase } from "./contract";

// Placeholder wiring owned by the sharing work (issue 5); the dashboard mounts these.
interface SharingDialogs {
  openSpaces(): void;
  openMultiSelect(): void;
}
const SharingDialogsContext = createContext<SharingDialogs>({ openSpaces() {}, openMultiSelect() {} });

export function SharingDialogsProvider({ children }: { companyId: string; phases: SharingPhase[]; children: ReactNode }) {
  return <SharingDialogsContext.Provider value={{ openSpaces() {}, openMultiSelect() {} }}>{children}</SharingDialogsContext.Provider>;
}

export function useSharingDialogs(): SharingDialogs {
  return useContext(SharingDialogsContext);
}

/** The 'Shared Spaces' card of the dashboard grid. */
export function SharedSpacesCard() {
  return null;
}

/** The floating 'Share Documents' button of the dashboard. */
export function ShareDocumentsFab() {
  return null;
}
