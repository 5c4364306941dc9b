import { toast } from "sonner";
import { errorMessage, handleUnauthorized, isUnauthorized } from "@/lib/queries/client";
import { ERROR_TOAST_TITLE, type ToastMessage } from "@/lib/messages/toasts";

/**
 * The destructive 'Error' toast of SPEC.md section 8 with the server's message or `fallback`.
 * A 401 shows 'Unauthorized' and signs out instead (idempotent: queries and mutations already do
 * it through the providers, a raw XHR upload does not).
 */
export function showError(error: unknown, fallback: string) {
  if (isUnauthorized(error)) return handleUnauthorized();
  toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, fallback) });
}

export function showSuccess(message: ToastMessage) {
  toast.success(message.title, message.description ? { description: message.description } : undefined);
}
