"use client";

import { useId, useState } from "react";
import { useCapabilities } from "@/components/company/role-context";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { NOTES_MIN_HEIGHT_PX } from "@/lib/constants";
import { taskNotesMessages } from "@/lib/messages/documents";

interface TaskNotesProps {
  notes: string;
  /** Resolves false when the save failed (the draft is then kept for another try). */
  onSave(notes: string): Promise<boolean>;
}

export function TaskNotes({ notes, onSave }: TaskNotesProps) {
  const headingId = useId();
  const countId = useId();
  // null while not editing, so the box follows the saved notes; a failed save keeps the draft.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { canWrite } = useCapabilities();
  const value = draft ?? notes;
  const changed = value !== notes;

  async function save() {
    setSaving(true);
    const ok = await onSave(value);
    setSaving(false);
    if (ok) setDraft(null);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Notes &amp; Comments
      </h4>
      <Textarea
        aria-labelledby={headingId}
        aria-describedby={changed ? countId : undefined}
        value={value}
        readOnly={!canWrite}
        onChange={(event) => setDraft(event.target.value)}
        // A member who may not write reads a statement, not a prompt to write what they cannot save.
        placeholder={canWrite ? taskNotesMessages.placeholder : taskNotesMessages.none}
        style={{ minHeight: NOTES_MIN_HEIGHT_PX }}
        className="bg-background"
      />
      {canWrite && (
        <div className="flex items-center justify-between gap-3">
          <span id={countId} className="text-xs text-muted-foreground" aria-live="polite">
            {changed ? `${value.length} characters` : ""}
          </span>
          <Button type="button" size="sm" onClick={save} disabled={!changed || saving}>
            {saving ? "Saving..." : "Save Notes"}
          </Button>
        </div>
      )}
    </section>
  );
}
