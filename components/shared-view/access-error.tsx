import { Link2Off, ShieldAlert } from "lucide-react";
import { sharedView } from "@/lib/messages/shared-view";

/**
 * SPEC.md section 2: 'Access Error' with the server's message, or the not-available text; both
 * say the link may have expired or been removed.
 */
export function AccessError({ message }: { message?: string | null }) {
  const unavailable = !message || message === sharedView.notAvailable;
  const Icon = unavailable ? Link2Off : ShieldAlert;
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h1 className="text-lg font-semibold">{unavailable ? sharedView.notAvailable : sharedView.accessErrorTitle}</h1>
        {!unavailable && <p className="text-sm break-words text-foreground">{message}</p>}
        <p className="text-sm text-muted-foreground">{sharedView.linkMayHaveExpired}</p>
      </div>
    </div>
  );
}
