import type { Metadata } from "next";
import Link from "next/link";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { chrome } from "@/lib/messages";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
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
  );
}
