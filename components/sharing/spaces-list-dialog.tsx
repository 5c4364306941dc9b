"use client";

import { useEffect, useState } from "react";
import { CheckSquare, FolderOpen, Plus, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useSharedSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import { AccessLogsDialog } from "./access-logs-dialog";
import { DeleteSpacesDialog } from "./delete-spaces-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";
import { NewSpaceForm } from "./new-space-form";
import { ShareLinkDialog } from "./share-link-dialog";
import { SpaceRow, type SpaceAction } from "./space-row";
import { useCopyLink } from "./use-copy-link";

interface SpacesListDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
}

type Child = { kind: Exclude<SpaceAction, "delete">; spaceId: string } | null;

/** 'Your Shared Spaces': create, preview, copy, edit, access logs, and bulk delete. */
export function SpacesListDialog({ open, onOpenChange, companyId }: SpacesListDialogProps) {
  const spaces = useSharedSpaces({ enabled: open });
  const copy = useCopyLink();
  const [creating, setCreating] = useState(false);
  const [bulkMode, setBulkMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [child, setChild] = useState<Child>(null);
  const [toDelete, setToDelete] = useState<SharedSpace[]>([]);

  const list = spaces.data ?? [];
  const { refetch } = spaces;
  // View counts change while the dialog is closed; opening it is an explicit ask for fresh figures.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  const childSpace = child ? (list.find((s) => s.id === child.spaceId) ?? null) : null;
  const toggleBulk = () => {
    setBulkMode((v) => !v);
    setSelected(new Set());
  };
  const onAction = (space: SharedSpace, action: SpaceAction) => {
    if (action === "delete") setToDelete([space]);
    else setChild({ kind: action, spaceId: space.id });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Your Shared Spaces</DialogTitle>
            <DialogDescription>Expiring, read-only links for investors. Every visit is logged.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            {!bulkMode && (
              <Button type="button" size="sm" onClick={() => setCreating((v) => !v)} aria-expanded={creating}>
                <Plus aria-hidden="true" />
                New Space
              </Button>
            )}
            {list.length > 0 && (
              <Button type="button" size="sm" variant="outline" onClick={toggleBulk} aria-pressed={bulkMode}>
                {bulkMode ? <X aria-hidden="true" /> : <CheckSquare aria-hidden="true" />}
                {bulkMode ? "Done" : "Select"}
              </Button>
            )}
            {bulkMode && (
              <>
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {selected.size} of {list.length} selected
                </span>
                <Button type="button" size="sm" variant="ghost" onClick={() => setSelected(new Set(list.map((s) => s.id)))}>
                  Select All
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  className="ml-auto"
                  disabled={selected.size === 0}
                  onClick={() => setToDelete(list.filter((s) => selected.has(s.id)))}
                >
                  <Trash2 aria-hidden="true" />
                  Delete ({selected.size})
                </Button>
              </>
            )}
          </div>
          {creating && !bulkMode && <NewSpaceForm companyId={companyId} onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />}
          {spaces.isLoading ? (
            <div className="grid gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
              <FolderOpen className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">No shared spaces yet</p>
              <p className="text-sm text-muted-foreground">Create one here, drag a section onto the share panel, or use Share Documents.</p>
            </div>
          ) : (
            <ul className="grid max-h-[55dvh] gap-2 overflow-y-auto p-0.5" aria-label="Shared spaces">
              {list.map((space) => (
                <SpaceRow
                  key={space.id}
                  space={space}
                  bulkMode={bulkMode}
                  selected={selected.has(space.id)}
                  onSelectedChange={(value) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (value) next.add(space.id);
                      else next.delete(space.id);
                      return next;
                    })
                  }
                  onCopy={() => copy(space.accessCode)}
                  onAction={(action) => onAction(space, action)}
                />
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <ShareLinkDialog space={childSpace} open={child?.kind === "share-link"} onOpenChange={(o) => !o && setChild(null)} />
      <EditSpaceDialog space={child?.kind === "edit" ? childSpace : null} onOpenChange={(o) => !o && setChild(null)} />
      <AccessLogsDialog space={child?.kind === "access-logs" ? childSpace : null} onOpenChange={(o) => !o && setChild(null)} />
      <DeleteSpacesDialog
        spaces={toDelete}
        onOpenChange={(o) => !o && setToDelete([])}
        onDeleted={(ids) => {
          const next = new Set([...selected].filter((id) => !ids.includes(id)));
          setSelected(next);
          if (next.size === 0) setBulkMode(false);
        }}
      />
    </>
  );
}
