"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type DocumentLine, documentKey, type DocumentsMap } from "@/lib/progress/rules";
import { documentMessages } from "@/lib/messages/documents";
import { toasts, type ToastMessage } from "@/lib/messages/toasts";
import { errorMessage, isUnauthorized } from "@/lib/queries/client";
import { showError } from "@/lib/toast";
import { storageUsageKey, uploadFile } from "@/lib/queries/files";
import { withExpiry, withUploadedFile } from "./document-state";

/** Resolves to the message to show (the API's own when it refused), or null once the file is on the document. */
type DocumentUpload = (
  line: DocumentLine,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
  expiresOn: string | null,
) => Promise<string | null>;

/**
 * Uploads one file to one document line of a task: the bytes through uploadFile (the storage
 * driver's path, presigned and direct on S3), then the task's save. The dialog and the
 * multi-file list both use it. A cancelled upload resolves to null with `signal.aborted` set.
 * `toastRefusal`: the dialog also toasts a refused file; the list shows it on the file's row only.
 * A 401 signs out either way (showError), since a raw XHR upload bypasses the query providers.
 */
export function useDocumentUpload(
  companyId: string,
  taskId: string,
  updateDocuments: (update: (current: DocumentsMap) => DocumentsMap, success: ToastMessage) => Promise<boolean>,
  { toastRefusal }: { toastRefusal: boolean },
): DocumentUpload {
  const queryClient = useQueryClient();
  return async (line, file, onProgress, signal, expiresOn) => {
    let uploaded;
    try {
      uploaded = await uploadFile(companyId, file, onProgress, signal);
    } catch (error) {
      if (signal.aborted) return null;
      if (toastRefusal || isUnauthorized(error)) showError(error, documentMessages.uploadFailed);
      return errorMessage(error, documentMessages.uploadFailed);
    } finally {
      void queryClient.invalidateQueries({ queryKey: storageUsageKey(companyId) });
    }
    const key = documentKey(taskId, line.index);
    const ok = await updateDocuments((current) => withExpiry(withUploadedFile(current, taskId, line, uploaded), key, expiresOn), toasts.fileUploaded);
    return ok ? null : documentMessages.saveFailed;
  };
}
