"use client";

import { CircleAlert, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { chrome } from "@/lib/messages/chrome";
import { cn } from "@/lib/utils";

interface ErrorPanelProps {
  onRetry: () => void;
  /** Extra detail under the heading, e.g. the server's message. */
  message?: string;
  className?: string;
}

export function ErrorPanel({ onRetry, message, className }: ErrorPanelProps) {
  return (
    <div
      role="alert"
      className={cn("mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-sm", className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{chrome.somethingWentWrong}</h2>
        {message && <p className="text-sm break-words text-muted-foreground">{message}</p>}
      </div>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
