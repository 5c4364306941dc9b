import type { Metadata } from "next";
import { CircleAlertIcon } from "@/components/layout/plain-icons";
import { buttonVariants } from "@/components/ui/variants";
import { chrome } from "@/lib/messages/chrome";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <CircleAlertIcon className="size-7 shrink-0 text-destructive" />
          <h1 className="text-2xl font-bold">{chrome.notFoundTitle}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{chrome.notFoundHint}</p>
        {/* Plain link and static button classes: this screen is in every page's first load (its own chunk). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link would be copied into that chunk */}
        <a href="/" data-slot="button" className={buttonVariants({ className: "mt-6" })}>
          Go to Home
        </a>
      </div>
    </div>
  );
}
