"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import type { SharingPhase } from "./contract";
import { MountWhenOpened } from "@/components/ui/mount-when-opened";
import { SPACES_CARD_CLASS, SpacesCardFace } from "./spaces-card-face";

// Mounted only once opened (MountWhenOpened), so their code (Radix dialog, select, tabs,
// checkboxes, the forms) loads then too, not with the page that offers them.
const MultiSelectDialog = dynamic(() => import("./multi-select-dialog").then((m) => m.MultiSelectDialog), { ssr: false });
const ShareLinkDialog = dynamic(() => import("./share-link-dialog").then((m) => m.ShareLinkDialog), { ssr: false });
const SpacesListDialog = dynamic(() => import("./spaces-list-dialog").then((m) => m.SpacesListDialog), { ssr: false });

interface SharingDialogs {
  openSpaces(): void;
  openMultiSelect(): void;
}
const SharingDialogsContext = createContext<SharingDialogs>({ openSpaces() {}, openMultiSelect() {} });

/** The dashboard's sharing dialogs: 'Your Shared Spaces' (and its children) and 'Share Documents'. */
export function SharingDialogsProvider({ companyId, phases, children }: { companyId: string; phases: SharingPhase[]; children: ReactNode }) {
  const [spacesOpen, setSpacesOpen] = useState(false);
  const [multiOpen, setMultiOpen] = useState(false);
  const [created, setCreated] = useState<SharedSpace | null>(null);
  const value = useMemo<SharingDialogs>(() => ({ openSpaces: () => setSpacesOpen(true), openMultiSelect: () => setMultiOpen(true) }), []);
  return (
    <SharingDialogsContext.Provider value={value}>
      {children}
      <MountWhenOpened open={spacesOpen}>
        <SpacesListDialog open={spacesOpen} onOpenChange={setSpacesOpen} companyId={companyId} />
      </MountWhenOpened>
      <MountWhenOpened open={multiOpen}>
        <MultiSelectDialog open={multiOpen} onOpenChange={setMultiOpen} companyId={companyId} phases={phases} onCreated={setCreated} />
      </MountWhenOpened>
      <MountWhenOpened open={!!created}>
        <ShareLinkDialog space={created} ready open={!!created} onOpenChange={(o) => !o && setCreated(null)} />
      </MountWhenOpened>
    </SharingDialogsContext.Provider>
  );
}

export function useSharingDialogs(): SharingDialogs {
  return useContext(SharingDialogsContext);
}

/** The 'Shared Spaces' card of the dashboard grid. */
export function SharedSpacesCard() {
  const { openSpaces } = useSharingDialogs();
  return (
    <button type="button" onClick={openSpaces} className={SPACES_CARD_CLASS}>
      <SpacesCardFace hint="Expiring, read-only links for investors. See who opened them and when." />
    </button>
  );
}

/** The dashboard's 'Share Documents' button, docked in its header: nothing floats over a card or a field. */
export function ShareDocumentsButton() {
  const { openMultiSelect } = useSharingDialogs();
  return (
    <Button type="button" onClick={openMultiSelect}>
      <Share2 aria-hidden="true" />
      Share Documents
    </Button>
  );
}
