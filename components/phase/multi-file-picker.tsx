"use client";

import { useId, useRef } from "react";
import { Upload } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import { Button } from "@/components/ui/button";
import { multiUploadMessages as m } from "@/lib/messages/documents";

/** "Upload files": several files at once from the system picker, the keyboard's way to what a drop does. */
export function MultiFilePicker({ taskTitle, onFiles }: { taskTitle: string; onFiles(files: File[]): void }) {
  const { canWrite } = useCapabilities();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  if (!canWrite) return null;
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={`${m.pickFiles} to ${taskTitle}`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same files again still fires a change.
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {m.pickFiles}
      </Button>
    </>
  );
}
