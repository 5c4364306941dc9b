"use client";

import { useState } from "react";
import type { DocumentsMap } from "@/lib/domain/progress";
import { documentMessages, lifecycleMessages } from "@/lib/messages/documents";
import { toasts, type ToastMessage } from "@/lib/messages/toasts";
import { formatBytes } from "@/lib/format";
import { defaultExpiresOn } from "@/lib/domain/document-expiry";
import { useStorageUsage } from "@/lib/queries/files";
import type { Task } from "@/lib/queries/phases";
import { DocumentRow } from "./document-row";
import { MultiFilePicker } from "./multi-file-picker";
import { documentShareItem } from "./share-items";
import {
  openLines,
  taskDocumentRows,
  withExpiry,
  withLink,
  withNotApplicable,
  withOptional,
  withoutDocument,
  type DocumentRowModel,
} from "./document-state";
import { UploadQueueList } from "./upload-queue-list";
import { useDocumentUpload } from "./use-document-upload";
import type { UploadQueue } from "./use-upload-queue";
import { EXPIRY_CLEARED_TOAST, EXPIRY_SAVED_TOAST, ExpiryDialog } from "./expiry-dialog";
import { NOT_APPLICABLE_TOAST, NotApplicableDialog } from "./na-reason-dialog";
import { UploadDocumentDialog } from "./upload-document-dialog";

interface TaskDocumentsProps {
  companyId: string;
  task: Pick<Task, "id" | "phaseId" | "title" | "category" | "description" | "sources" | "validity">;
  /** Line indices that do not apply to the company: not shown here. */
  hiddenLines?: number[];
  documents: DocumentsMap;
  updateDocuments(update: (current: DocumentsMap) => DocumentsMap, success: ToastMessage): Promise<boolean>;
  /** The task's multi-file uploads (kept by the card, so a drop on the closed card lands here). */
  queue: UploadQueue;
}

export function TaskDocuments({ companyId, task, hiddenLines, documents, updateDocuments, queue }: TaskDocumentsProps) {
  const taskId = task.id;
  const rows = taskDocumentRows(taskId, task.description, documents, hiddenLines, task.sources);
  const [dialogRow, setDialogRow] = useState<DocumentRowModel | null>(null);
  const [dialogTab, setDialogTab] = useState<"file" | "link">("file");
  const [naRow, setNaRow] = useState<DocumentRowModel | null>(null);
  const [expiryRow, setExpiryRow] = useState<DocumentRowModel | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const upload = useDocumentUpload(companyId, taskId, updateDocuments, { toastRefusal: true });
  const usage = useStorageUsage(companyId, { enabled: dialogRow !== null });
  const storageLine = usage.data ? lifecycleMessages.storageUsage(formatBytes(usage.data.usedBytes), formatBytes(usage.data.quotaBytes)) : null;

  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No documents are required for this task.</p>;
  }
  const done = rows.filter((r) => r.status !== "pending").length;
  const open = openLines(rows);

  async function change(row: DocumentRowModel, update: (current: DocumentsMap) => DocumentsMap, success: ToastMessage) {
    setBusyKey(row.key);
    await updateDocuments(update, success);
    setBusyKey(null);
  }

  async function attachLink(row: DocumentRowModel, url: string, expiresOn: string | null): Promise<string | null> {
    const ok = await updateDocuments((current) => withExpiry(withLink(current, taskId, row.line, url), row.key, expiresOn), toasts.linkAttached);
    return ok ? null : documentMessages.saveFailed;
  }

  return (
    <section className="space-y-2" aria-label="Required documents">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Required Documents</h4>
        <div className="flex items-center gap-2">
          <span className="text-xs text-muted-foreground">
            {done} of {rows.length} done
          </span>
          <MultiFilePicker taskTitle={task.title} onFiles={(files) => queue.add(files, open)} />
        </div>
      </div>
      <UploadQueueList queue={queue} openLines={open} />
      <ul className="space-y-2">
        {rows.map((row) => (
          <DocumentRow
            key={row.key}
            row={row}
            shareItem={documentShareItem(task, row.line)}
            disabled={busyKey === row.key}
            onUpload={() => {
              setDialogTab("file");
              setDialogRow(row);
            }}
            onAddLink={() => {
              setDialogTab("link");
              setDialogRow(row);
            }}
            onMarkOptional={() => change(row, (current) => withOptional(current, taskId, row.line), documentMessages.markedOptional)}
            onMarkNotApplicable={() => setNaRow(row)}
            onRemove={() => change(row, (current) => withoutDocument(current, row.key), toasts.documentRemoved)}
            onEditExpiry={() => setExpiryRow(row)}
            onDropFiles={(files) => (files.length === 1 ? queue.uploadNow(files[0], row.line) : queue.add(files, open, row.line))}
            versions={{ companyId, taskId }}
          />
        ))}
      </ul>
      {naRow && (
        <NotApplicableDialog
          documentName={naRow.line.name}
          onOpenChange={(open) => !open && setNaRow(null)}
          onConfirm={async (reason) => {
            const row = naRow;
            setNaRow(null);
            await change(row, (current) => withNotApplicable(current, taskId, row.line, reason), NOT_APPLICABLE_TOAST);
          }}
        />
      )}
      {expiryRow && (
        <ExpiryDialog
          documentName={expiryRow.line.name}
          expiresOn={expiryRow.state?.expiresOn}
          onOpenChange={(open) => !open && setExpiryRow(null)}
          onSave={async (expiresOn) => {
            const row = expiryRow;
            setExpiryRow(null);
            await change(row, (current) => withExpiry(current, row.key, expiresOn), expiresOn ? EXPIRY_SAVED_TOAST : EXPIRY_CLEARED_TOAST);
          }}
        />
      )}
      {dialogRow && (
        <UploadDocumentDialog
          open
          onOpenChange={(open) => !open && setDialogRow(null)}
          documentName={dialogRow.line.name}
          onUpload={(file, onProgress, signal, expiresOn) => upload(dialogRow.line, file, onProgress, signal, expiresOn)}
          onAttachLink={(url, expiresOn) => attachLink(dialogRow, url, expiresOn)}
          storageLine={storageLine}
          initialTab={dialogTab}
          defaultExpiresOn={defaultExpiresOn(task.validity, dialogRow.line.index)}
        />
      )}
    </section>
  );
}
