import { Info } from "lucide-react";

/** Why the visitor landed back on the space's page (a file link that could not be opened). */
export function StateNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="mx-auto mb-6 flex w-full max-w-md items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
