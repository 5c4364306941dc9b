"use client";

import { useEffect } from "react";
import { CircleAlertIcon, HouseIcon, RefreshIcon } from "./plain-icons";
import { buttonVariants } from "@/components/ui/variants";
import { SOMETHING_WENT_WRONG } from "@/lib/messages/chrome";

/**
 * chrome.somethingWentWrong of lib/messages, written out: that module is ~1.5 kB gzip and this
 * screen is in every page's first load twice (app/error.tsx, app/global-error.tsx, one chunk
 * each). error-screen.test.tsx keeps the two equal.
 */

/** Body of app/error.tsx and app/global-error.tsx. Full reloads: the route may be what broke. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <div role="alert" className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlertIcon className="size-6" />
        </span>
        <div className="space-y-1">
          <h1 className="text-xl font-semibold">{SOMETHING_WENT_WRONG}</h1>
          <p className="text-sm text-muted-foreground">An unexpected error occurred. Refresh the page or go back home.</p>
          {digest && <p className="font-mono text-xs text-muted-foreground">Reference: {digest}</p>}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {/* ui/button's look without its code: this screen is in every page's first load. */}
          <button type="button" data-slot="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            <RefreshIcon />
            Refresh Page
          </button>
          {/* A plain link: a full load, like Refresh (the client router may be what broke). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose */}
          <a href="/" data-slot="button" className={buttonVariants({ variant: "outline" })}>
            <HouseIcon />
            Go to Home
          </a>
        </div>
      </div>
    </div>
  );
}
