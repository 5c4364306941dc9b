import { toast } from "sonner";
import { ApiClientError, errorMessage, isUnauthorized } from "@/lib/api/client";
import { ERROR_TOAST_TITLE, toasts, type ToastMessage } from "@/lib/messages";

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
    toast.error(toasts.alreadyAdded.title, { description: toasts.alreadyAdded.description });
    return;
  }
  toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, fallback) });
}

export function notifyInvalid(message: ToastMessage | string) {
  const { title, description } = typeof message === "string" ? { title: ERROR_TOAST_TITLE, description: message } : message;
  toast.error(title, description ? { description } : undefined);
}
