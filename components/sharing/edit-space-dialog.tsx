"use client";

import { useId, useState, type FormEvent } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { validation } from "@/lib/messages/forms";
import { parseRememberDays, REMEMBER_VISITOR_DAYS_DEFAULT } from "@/lib/spaces/rules/space-settings";
import { errors, toasts } from "@/lib/messages/toasts";
import { useUpdateSpace, type SharedSpace } from "@/lib/queries/shared-spaces";
import { notifyError, notifySuccess } from "./feedback";
import { ItemTypeIcon } from "./item-type-icon";
import { StatusOption } from "./status-option";
import { NotesOption } from "./notes-option";
import { AccessControls, accessControlsInput, accessControlsOf } from "./access-controls";
import { RememberVisitorsField } from "./remember-visitors-field";
import { RevokeSpaceButton } from "./revoke-space-button";
import { DEFAULT_VIEWER_OPTIONS, ViewerOptions } from "./viewer-options";
import { storedToPayload } from "./share-payload";

/** 'Edit Shared Space': rename, describe, and remove items (PATCH replaces the item list). */
export function EditSpaceDialog({ space, onOpenChange }: { space: SharedSpace | null; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={!!space} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">{space && <EditSpaceForm space={space} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function EditSpaceForm({ space, onClose }: { space: SharedSpace; onClose(): void }) {
  const id = useId();
  const update = useUpdateSpace();
  const [name, setName] = useState(space.name);
  const [description, setDescription] = useState(space.description ?? "");
  const [items, setItems] = useState(space.items);
  const [includeNotes, setIncludeNotes] = useState(space.includeNotes ?? false);
  const [showChecklistStatus, setShowChecklistStatus] = useState(space.showChecklistStatus ?? false);
  const [access, setAccess] = useState(() => accessControlsOf(space));
  const [viewer, setViewer] = useState({
    allowDownloads: space.allowDownloads ?? DEFAULT_VIEWER_OPTIONS.allowDownloads,
    watermark: space.watermark ?? DEFAULT_VIEWER_OPTIONS.watermark,
    allowCopying: space.allowCopying ?? DEFAULT_VIEWER_OPTIONS.allowCopying,
  });
  const [rememberDays, setRememberDays] = useState(String(space.rememberVisitorDays ?? REMEMBER_VISITOR_DAYS_DEFAULT));
  const nameMissing = !name.trim();
  const rememberVisitorDays = parseRememberDays(rememberDays);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing || rememberVisitorDays === null) return;
    try {
      await update.mutateAsync({
        id: space.id,
        name: name.trim(),
        description: description.trim() || null,
        items: items.map(storedToPayload),
        includeNotes,
        showChecklistStatus,
        ...accessControlsInput(access),
        rememberVisitorDays,
        ...viewer,
      });
      notifySuccess(toasts.spaceUpdated);
      onClose();
    } catch (error) {
      notifyError(error, errors.updateSharedSpace);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Edit Shared Space</DialogTitle>
        <DialogDescription>Rename the space, choose what investors see and remove items.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Space name *</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameMissing || undefined}
          aria-describedby={nameMissing ? `${id}-name-error` : undefined}
        />
        {nameMissing && (
          <p id={`${id}-name-error`} className="text-sm text-destructive" role="alert">
            {validation.sharedSpaceNameRequired}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea id={`${id}-description`} value={description} maxLength={2000} rows={2} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <NotesOption checked={includeNotes} onChange={setIncludeNotes} />
      <StatusOption checked={showChecklistStatus} onChange={setShowChecklistStatus} />
      <AccessControls value={access} onChange={setAccess} />
      <RememberVisitorsField value={rememberDays} onChange={setRememberDays} />
      <ViewerOptions value={viewer} onChange={(change) => setViewer((current) => ({ ...current, ...change }))} />
      <div className="grid gap-2">
        <p className="text-sm font-medium">Items ({items.length})</p>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No items. Add some by dragging or with Share Documents.
          </p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-1" aria-label="Items in this space">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted/50">
                <ItemTypeIcon type={item.itemType} />
                <span className="min-w-0 flex-1 truncate">{String(item.itemData.label ?? item.itemId)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="size-7"
                  onClick={() => setItems((current) => current.filter((i) => i.id !== item.id))}
                  aria-label={`Remove ${String(item.itemData.label ?? "item")}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RevokeSpaceButton space={space} onRevoked={onClose} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={nameMissing || rememberVisitorDays === null || update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
