"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { ChevronRight, FolderOpen, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { spaceStatus } from "@/lib/domain/expiry";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import type { SharingPhase } from "./contract";
import { MountWhenOpened } from "@/components/ui/mount-when-opened";

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
  const spaces = useSharedSpaces();
  const list = spaces.data ?? [];
  const live = list.filter((s) => s.isActive && spaceStatus(s.expiresAt) !== "Expired").length;
  const views = list.reduce((sum, s) => sum + s.viewCount, 0);
  return (
    <button
      type="button"
      onClick={openSpaces}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-left shadow-xs outline-none transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FolderOpen className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block leading-snug font-semibold">Shared Spaces</span>
          <span className="text-xs text-muted-foreground">
            {spaces.isLoading
              ? "Loading..."
              : `${list.length} ${list.length === 1 ? "space" : "spaces"} · ${live} active · ${views} ${views === 1 ? "view" : "views"}`}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
      <span className="text-sm text-muted-foreground">Expiring, read-only links for investors. See who opened them and when.</span>
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
