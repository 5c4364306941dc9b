import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CircleAlert } from "lucide-react";
import { AppChrome } from "@/components/layout/app-chrome";
import { Button } from "@/components/ui/button";
import { chrome } from "@/lib/messages";

export const metadata: Metadata = { title: "Page not found" };

/**
 * Outside app/(app)/layout.tsx (it replaces that subtree too), so it draws the nav itself, and
 * renders per request like the pages it stands for: proxy.ts gives it a nonce CSP.
 */
export default async function NotFound() {
  await connection();
  return (
    <AppChrome>
      <div className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{chrome.notFoundTitle}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{chrome.notFoundHint}</p>
          <Button asChild className="mt-6">
            <Link href="/">Go to Home</Link>
          </Button>
        </div>
      </div>
    </AppChrome>
  );
}
