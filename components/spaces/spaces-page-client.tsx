"use client";

import { useEffect, useMemo, useState } from "react";
import { FolderOpen, Plus } from "lucide-react";
import { RoleProvider, useCapabilities, ViewOnlyBadge } from "@/components/company/role-context";
import { DeleteSpacesDialog } from "@/components/sharing/delete-spaces-dialog";
import { EditSpaceDialog } from "@/components/sharing/edit-space-dialog";
import { SharingDialogsProvider, useSharingDialogs } from "@/components/sharing/sharing-dialogs";
import { useCopyLink } from "@/components/sharing/use-copy-link";
import type { SharingPhase } from "@/components/sharing/contract";
import { Button } from "@/components/ui/button";
import { sortByLastVisit } from "@/lib/spaces/rules/space-links";
import type { Role } from "@/lib/team/rules/roles";
import { spacesPage } from "@/lib/messages/spaces";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import { RevokeSpaceDialog } from "./revoke-space-dialog";
import { SpaceLinkRow, type SpaceLinkAction } from "./space-link-row";

interface SpacesPageProps {
  companyId: string;
  phases: SharingPhase[];
  role: Role | null;
  /** The list the server page read: fresher than one cached earlier in the session. */
  initialSpaces: SharedSpace[];
}

/** The founder's links page: every space of the company, the latest visited first. */
export function SpacesPageClient({ companyId, phases, role, ...rest }: SpacesPageProps) {
  return (
    <RoleProvider role={role}>
      <SharingDialogsProvider companyId={companyId} phases={phases}>
        <SpacesBody {...rest} />
      </SharingDialogsProvider>
    </RoleProvider>
  );
}

function SpacesBody({ initialSpaces }: Pick<SpacesPageProps, "initialSpaces">) {
  const { canShare } = useCapabilities();
  const { openMultiSelect } = useSharingDialogs();
  const copy = useCopyLink();
  const spaces = useSharedSpaces({ initialData: { data: initialSpaces } });
  const { refetch } = spaces;
  // A list cached earlier in the session (the dashboard's) wins over the server's, with older figures: ask again once.
  const [cachedEarlier] = useState(() => spaces.data !== initialSpaces);
  useEffect(() => {
    if (cachedEarlier) void refetch();
  }, [cachedEarlier, refetch]);
  const list = useMemo(() => sortByLastVisit(spaces.data ?? []), [spaces.data]);
  const [open, setOpen] = useState<{ action: Exclude<SpaceLinkAction, "delete">; id: string } | null>(null);
  const [toDelete, setToDelete] = useState<SharedSpace[]>([]);
  const opened = open ? (list.find((s) => s.id === open.id) ?? null) : null;
  const onAction = (space: SharedSpace, action: SpaceLinkAction) => {
    if (action === "delete") setToDelete([space]);
    else setOpen({ action, id: space.id });
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{spacesPage.title}</h1>
          <p className="text-sm text-muted-foreground">{spacesPage.description}</p>
          <ViewOnlyBadge />
        </div>
        {canShare && list.length > 0 && (
          <Button type="button" onClick={openMultiSelect}>
            <Plus aria-hidden="true" />
            {spacesPage.newSpace}
          </Button>
        )}
      </header>
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">{spacesPage.emptyTitle}</p>
          <p className="max-w-md text-sm text-muted-foreground">{canShare ? spacesPage.emptyHint : spacesPage.emptyHintViewOnly}</p>
          {canShare && (
            <Button type="button" onClick={openMultiSelect}>
              <Plus aria-hidden="true" />
              {spacesPage.emptyAction}
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={spacesPage.listLabel}>
          {list.map((space) => (
            <SpaceLinkRow
              key={space.id}
              space={space}
              canShare={canShare}
              onCopy={() => void copy(space.accessCode)}
              onAction={(action) => onAction(space, action)}
            />
          ))}
        </ul>
      )}
      {canShare && (
        <>
          <EditSpaceDialog space={open?.action === "edit" ? opened : null} onOpenChange={close} />
          <RevokeSpaceDialog space={open?.action === "revoke" ? opened : null} onOpenChange={close} />
          <DeleteSpacesDialog spaces={toDelete} onOpenChange={(o) => !o && setToDelete([])} onDeleted={() => setToDelete([])} />
        </>
      )}
    </div>
  );
}
