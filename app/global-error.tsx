"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import "./globals.css";

/** Replaces the root layout when it fails, so it renders its own document. */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Something went wrong · RaiseReady</title>
        <main className="flex min-h-dvh flex-col">
          <ErrorScreen error={error} />
        </main>
      </body>
    </html>
  );
}
