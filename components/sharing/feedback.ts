import { toast } from "sonner";
import { ApiClientError, errorMessage, isUnauthorized } from "@/lib/queries/client";
import { ERROR_TOAST_TITLE, toasts, type ToastMessage } from "@/lib/messages/toasts";

export function notifySuccess(message: ToastMessage) {
  toast.success(message.title, message.description ? { description: message.description } : undefined);
}

/**
 * The destructive "Error" toast with the server's message or `fallback`. A duplicate item gets its
 * own toast; a 401 is left to the global handler (it shows "Unauthorized" and signs in again).
 */
export function notifyError(error: unknown, fallback: string) {
  if (isUnauthorized(error)) return;
  if (error instanceof ApiClientError && error.status === 409) {
    // The server names the items ("These items are already in the space: ..."), or says SPEC.md's sentence for one.
    toast.error(toasts.alreadyAdded.title, { description: error.message || toasts.alreadyAdded.description });
    return;
  }
  toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, fallback) });
}

export function notifyInvalid(message: ToastMessage | string) {
  const { title, description } = typeof message === "string" ? { title: ERROR_TOAST_TITLE, description: message } : message;
  toast.error(title, description ? { description } : undefined);
}

/** "Skipped (already in the space): A, B" for a batch add that found some of its items there. */
export function skippedDescription(labels: readonly string[]): string {
  return `Skipped (already in the space): ${labels.join(", ")}`;
}

/** The add toast; when some items were already there it names them instead of staying silent. */
export function notifyAdded(message: ToastMessage, skipped: readonly { label: string }[]) {
  if (skipped.length === 0) {
    notifySuccess(message);
    return;
  }
  toast.success(message.title, { description: skippedDescription(skipped.map((s) => s.label)) });
}
