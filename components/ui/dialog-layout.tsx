import type * as React from "react";
import { cn } from "@/lib/utils";

// A dialog's header and footer rows: plain elements, apart from Radix's dialog (dialog.tsx) so a
// dialog drawn without it (components/ui/modal-frame.tsx) does not load it.

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-2 text-center sm:text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
