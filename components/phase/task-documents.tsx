"use client";

import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import type { DocumentsMap } from "@/lib/progress/rules";
import { documentMessages, lifecycleMessages } from "@/lib/messages/documents";
import { toasts, type ToastMessage } from "@/lib/messages/toasts";
import { formatBytes } from "@/lib/format";
import { defaultExpiresOn } from "@/lib/progress/document-expiry";
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
import { UploadDocumentDialog } from "./upload-document-dialog";

// Mounted only once asked for, so its form code (react-hook-form, zod) loads then, not with the page.
const ExpiryDialog = dynamic(() => import("./expiry-dialog").then((m) => m.ExpiryDialog), { ssr: false });
const NotApplicableDialog = dynamic(() => import("./na-reason-dialog").then((m) => m.NotApplicableDialog), { ssr: false });

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
  const { description, sources } = task;
  // The same row objects until the task's documents change; the memoised rows below also skip
  // renders when their own row is rebuilt the same (sameRow).
  const rows = useMemo(
    () => taskDocumentRows(taskId, description, documents, hiddenLines, sources),
    [taskId, description, documents, hiddenLines, sources],
  );
  const [dialogRow, setDialogRow] = useState<DocumentRowModel | null>(null);
  const [dialogTab, setDialogTab] = useState<"file" | "link">("file");
  const [naRow, setNaRow] = useState<DocumentRowModel | null>(null);
  const [expiryRow, setExpiryRow] = useState<DocumentRowModel | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const upload = useDocumentUpload(companyId, taskId, updateDocuments, { toastRefusal: true });
  const usage = useStorageUsage(companyId, { enabled: dialogRow !== null });
  const storageLine = usage.data ? lifecycleMessages.storageUsage(formatBytes(usage.data.usedBytes), formatBytes(usage.data.quotaBytes)) : null;
  const open = openLines(rows);
  const handlers = useStableHandlers<RowHandlers>({
    upload(row) {
      setDialogTab("file");
      setDialogRow(row);
    },
    addLink(row) {
      setDialogTab("link");
      setDialogRow(row);
    },
    markOptional: (row) => void change(row, (current) => withOptional(current, taskId, row.line), documentMessages.markedOptional),
    markNotApplicable: (row) => setNaRow(row),
    remove: (row) => void change(row, (current) => withoutDocument(current, row.key), toasts.documentRemoved),
    editExpiry: (row) => setExpiryRow(row),
    dropFiles: (row, files) => (files.length === 1 ? queue.uploadNow(files[0], row.line) : queue.add(files, open, row.line)),
  });

  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No documents are required for this task.</p>;
  }
  const done = rows.filter((r) => r.status !== "pending").length;

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
          <TaskDocumentRow key={row.key} row={row} task={task} companyId={companyId} disabled={busyKey === row.key} handlers={handlers} />
        ))}
      </ul>
      {naRow && (
        <NotApplicableDialog
          documentName={naRow.line.name}
          onOpenChange={(open) => !open && setNaRow(null)}
          onConfirm={async (reason) => {
            const row = naRow;
            setNaRow(null);
            await change(row, (current) => withNotApplicable(current, taskId, row.line, reason), documentMessages.markedNotApplicable);
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
            await change(
              row,
              (current) => withExpiry(current, row.key, expiresOn),
              expiresOn ? documentMessages.expirySaved : documentMessages.expiryCleared,
            );
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

interface RowHandlers {
  upload(row: DocumentRowModel): void;
  addLink(row: DocumentRowModel): void;
  markOptional(row: DocumentRowModel): void;
  markNotApplicable(row: DocumentRowModel): void;
  remove(row: DocumentRowModel): void;
  editExpiry(row: DocumentRowModel): void;
  dropFiles(row: DocumentRowModel, files: File[]): void;
}

/**
 * The same object for the component's life whose functions call the latest `handlers`: rows get
 * callbacks that never change, so a row renders again only when its own row or busy state does
 * (opening a dialog or saving one row re-rendered every row of the task).
 */
function useStableHandlers<T extends object>(handlers: T): T {
  const latest = useRef(handlers);
  // Before the browser can deliver the next event: no click ever reaches the previous render's handlers.
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => {
    const calls: Record<string, (...args: unknown[]) => unknown> = {};
    for (const name of Object.keys(handlers)) {
      calls[name] = (...args) => (latest.current as Record<string, (...a: unknown[]) => unknown>)[name](...args);
    }
    return calls as T;
  });
  return stable;
}

/**
 * A row model rebuilt with the same content: ticking one document makes new row objects for the
 * whole task (the rows are derived from the task's documents map), while each other row's saved
 * state is the very object it was (the save and the refetch keep unchanged entries), so comparing
 * the fields lets only the changed row render again.
 */
function sameRow(a: DocumentRowModel, b: DocumentRowModel): boolean {
  return (
    a === b ||
    (a.key === b.key &&
      a.state === b.state &&
      a.status === b.status &&
      a.source === b.source &&
      a.line.index === b.line.index &&
      a.line.name === b.line.name)
  );
}

interface TaskDocumentRowProps {
  row: DocumentRowModel;
  task: TaskDocumentsProps["task"];
  companyId: string;
  disabled: boolean;
  handlers: RowHandlers;
}

const TaskDocumentRow = memo(
  function TaskDocumentRow({ row, task, companyId, disabled, handlers }: TaskDocumentRowProps) {
    return (
      <DocumentRow
        row={row}
        shareItem={documentShareItem(task, row.line)}
        disabled={disabled}
        onUpload={() => handlers.upload(row)}
        onAddLink={() => handlers.addLink(row)}
        onMarkOptional={() => handlers.markOptional(row)}
        onMarkNotApplicable={() => handlers.markNotApplicable(row)}
        onRemove={() => handlers.remove(row)}
        onEditExpiry={() => handlers.editExpiry(row)}
        onDropFiles={(files) => handlers.dropFiles(row, files)}
        versions={{ companyId, taskId: task.id }}
      />
    );
  },
  (before, after) =>
    before.task === after.task &&
    before.companyId === after.companyId &&
    before.disabled === after.disabled &&
    before.handlers === after.handlers &&
    sameRow(before.row, after.row),
);
