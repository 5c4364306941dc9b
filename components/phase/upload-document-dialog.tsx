"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Link2, Upload, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-layout";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ModalFrame } from "@/components/ui/modal-frame";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { normalizeLink } from "@/lib/progress/links";
import { formatBytes } from "@/lib/format";
import { documentMessages, UPLOAD_CANCELLED_MESSAGE } from "@/lib/messages/documents";
import { validation } from "@/lib/messages/forms";
import { ExpiryField } from "./expiry-field";

/**
 * Resolves to an error message to show in the dialog, or null when done. `signal` aborts (Cancel).
 * `expiresOn` is the optional "Expires on" date (YYYY-MM-DD) entered with it.
 */
export type UploadHandler = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
  expiresOn: string | null,
) => Promise<string | null>;

export type LinkHandler = (url: string, expiresOn: string | null) => Promise<string | null>;

interface UploadDocumentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  documentName: string;
  onUpload: UploadHandler;
  onAttachLink: LinkHandler;
  /** "Storage: 120 MB of 2 GB used", when known. */
  storageLine?: string | null;
  /** "Add link" in a row's menu opens the dialog on its link tab. */
  initialTab?: "file" | "link";
  /** "Expires on" pre-filled for a document that lapses (today + its line's validity); editable, clearable. */
  defaultExpiresOn?: string;
}

export function UploadDocumentDialog({
  open,
  onOpenChange,
  documentName,
  onUpload,
  onAttachLink,
  storageLine,
  initialTab = "file",
  defaultExpiresOn = "",
}: UploadDocumentDialogProps) {
  const [busy, setBusy] = useState(false);
  const [expiresOn, setExpiresOn] = useState(defaultExpiresOn);
  const fileInput = useRef<HTMLInputElement>(null);
  // Closing mid-upload would hide the progress but not stop the request: keep it open until done.
  const handleOpenChange = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  // The optional date is the last field of either tab, after what the document is.
  const hint = defaultExpiresOn && expiresOn === defaultExpiresOn ? documentMessages.expiryPrefilled : undefined;
  const expiry = <ExpiryField value={expiresOn} onChange={setExpiresOn} disabled={busy} hint={hint} />;
  if (!open) return null;
  // The file is what the dialog is for: it takes the focus, not the first control in the markup.
  return (
    <ModalFrame
      title="Upload Document"
      description={documentName}
      descriptionClassName="break-words"
      onClose={() => handleOpenChange(false)}
      initialFocus={fileInput}
    >
      {storageLine && <p className="text-xs text-muted-foreground">{storageLine}</p>}
      <Tabs defaultValue={initialTab} className="gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="file" disabled={busy}>
            <Upload aria-hidden="true" />
            Upload File
          </TabsTrigger>
          <TabsTrigger value="link" disabled={busy}>
            <Link2 aria-hidden="true" />
            Attach Link
          </TabsTrigger>
        </TabsList>
        <TabsContent value="file">
          <FileTab
            inputRef={fileInput}
            expiry={expiry}
            onUpload={(file, onProgress, signal) => onUpload(file, onProgress, signal, expiresOn || null)}
            onBusyChange={setBusy}
            onDone={() => onOpenChange(false)}
          />
        </TabsContent>
        <TabsContent value="link">
          <LinkTab
            expiry={expiry}
            onAttachLink={(url) => onAttachLink(url, expiresOn || null)}
            onBusyChange={setBusy}
            onDone={() => onOpenChange(false)}
          />
        </TabsContent>
      </Tabs>
    </ModalFrame>
  );
}

interface TabProps {
  onBusyChange(busy: boolean): void;
  onDone(): void;
  /** The "Expires on" field, placed after the tab's own input. */
  expiry: ReactNode;
}

function FileTab({
  onUpload,
  onBusyChange,
  onDone,
  expiry,
  inputRef,
}: TabProps & {
  onUpload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<string | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(documentMessages.chooseFile);
    setError(null);
    setCancelled(false);
    setPercent(0);
    onBusyChange(true);
    const abort = new AbortController();
    controller.current = abort;
    const message = await onUpload(file, setPercent, abort.signal);
    controller.current = null;
    onBusyChange(false);
    setPercent(null);
    if (abort.signal.aborted) setCancelled(true);
    else if (message) setError(message);
    else onDone();
  }

  const uploading = percent !== null;
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Choose a file</Label>
        <Input
          ref={inputRef}
          id={inputId}
          type="file"
          disabled={uploading}
          aria-invalid={!!error}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
            setCancelled(false);
          }}
          className="h-auto py-1.5"
        />
        <p className="text-xs text-muted-foreground">PDF, Word, Excel, PowerPoint, images or text, up to 25 MB.</p>
        {file && !error && (
          <p className="text-sm break-all">
            {file.name} <span className="text-muted-foreground">({formatBytes(file.size)})</span>
          </p>
        )}
      </div>
      {expiry}
      {uploading && (
        <div className="grid gap-1" role="status">
          <Progress value={percent} aria-label="Upload progress" />
          <span className="text-xs text-muted-foreground">{percent < 100 ? `Uploading... ${percent}%` : "Saving..."}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {cancelled && !uploading && (
        <p role="status" className="text-sm text-muted-foreground">
          {UPLOAD_CANCELLED_MESSAGE}
        </p>
      )}
      <DialogFooter>
        {uploading && percent < 100 && (
          <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={uploading || !file}>
          <Upload aria-hidden="true" />
          {uploading ? "Uploading..." : "Upload"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function LinkTab({ onAttachLink, onBusyChange, onDone, expiry }: TabProps & { onAttachLink: (url: string) => Promise<string | null> }) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const url = normalizeLink(value);
    if (!url) return setError(validation.invalidUrl);
    setError(null);
    setSaving(true);
    onBusyChange(true);
    const message = await onAttachLink(url);
    onBusyChange(false);
    setSaving(false);
    if (message) setError(message);
    else onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Document URL</Label>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://drive.google.com/..."
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <p className="text-xs text-muted-foreground">A link to the document in your data room, drive or filing portal.</p>
      </div>
      {expiry}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={saving}>
          <Link2 aria-hidden="true" />
          {saving ? "Attaching..." : "Attach Link"}
        </Button>
      </DialogFooter>
    </form>
  );
}
