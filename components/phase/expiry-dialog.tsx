"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ExpiryField } from "./expiry-field";

interface ExpiryDialogProps {
  documentName: string;
  expiresOn: string | null | undefined;
  onOpenChange(open: boolean): void;
  /** `null` clears the date. */
  onSave(expiresOn: string | null): Promise<void>;
}

/** Sets, changes or clears the expiry date of a document already held. */
export function ExpiryDialog({ documentName, expiresOn, onOpenChange, onSave }: ExpiryDialogProps) {
  const [value, setValue] = useState(expiresOn ?? "");
  const [saving, setSaving] = useState(false);

  async function save(next: string | null) {
    setSaving(true);
    await onSave(next);
    setSaving(false);
  }

  return (
    <Dialog open onOpenChange={(open) => !saving && onOpenChange(open)}>
      <DialogContent>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void save(value || null);
          }}
          className="space-y-4"
        >
          <DialogHeader>
            <DialogTitle>Expiry date</DialogTitle>
            <DialogDescription className="break-words">{documentName}</DialogDescription>
          </DialogHeader>
          <ExpiryField value={value} onChange={setValue} disabled={saving} />
          <DialogFooter>
            {expiresOn && (
              <Button type="button" variant="outline" disabled={saving} onClick={() => void save(null)}>
                Clear date
              </Button>
            )}
            <Button type="submit" disabled={(value || null) === (expiresOn ?? null)} pending={saving}>
              Save date
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
