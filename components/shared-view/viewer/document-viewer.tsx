"use client";

import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { visitorStateNotice } from "@/lib/sharing/visitor-redirect";
import { DownloadButton } from "./download-button";
import { viewKind, viewUrl } from "./links";
import { PdfView } from "./pdf-view";
import { usePageBeacons } from "./use-page-beacons";
import type { ViewerDocument } from "./viewer-document";

type Loaded =
  | { status: "loading" }
  | { status: "pdf"; bytes: ArrayBuffer }
  | { status: "image"; src: string }
  | { status: "other" }
  | { status: "error"; message: string };

/** What the viewer says when the server refuses: the same words a clicked link's page state shows. */
function refusalMessage(status: number, message: string | undefined): string {
  if (status === 401) return visitorStateNotice.email;
  if (status === 404) return visitorStateNotice.removed;
  return message ?? "This document could not be opened.";
}

/** Fetches the document for viewing: the server decides (gate, downloads, watermark); the type comes from its answer. */
function useDocument(url: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    (async () => {
      const res = await fetch(viewUrl(url), { signal: controller.signal, credentials: "same-origin" });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setState({ status: "error", message: refusalMessage(res.status, body?.message) });
        return;
      }
      const kind = viewKind(res.headers.get("content-type"));
      if (kind === "other") {
        controller.abort();
        setState({ status: "other" });
        return;
      }
      const blob = await res.blob();
      if (kind === "image") {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: "image", src: objectUrl });
      } else setState({ status: "pdf", bytes: await blob.arrayBuffer() });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted)
        setState({ status: "error", message: error instanceof Error ? error.message : "This document could not be opened." });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** The in-page viewer, full screen on phones, a large dialog elsewhere. */
export function DocumentViewer({ doc, allowDownloads, onClose }: { doc: ViewerDocument; allowDownloads: boolean; onClose(): void }) {
  const loaded = useDocument(doc.url);
  const [downloadRefused, setDownloadRefused] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-3 overflow-hidden rounded-none p-3 sm:h-[90dvh] sm:max-h-[90dvh] sm:w-[min(64rem,calc(100vw-2rem))] sm:max-w-none sm:rounded-lg sm:p-4"
        aria-describedby={undefined}
      >
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <DialogTitle className="min-w-0 flex-1 truncate text-base">{doc.label}</DialogTitle>
          {allowDownloads && <DownloadButton url={doc.url} onRefused={setDownloadRefused} />}
          {downloadRefused && (
            <p role="alert" className="w-full text-sm text-destructive">
              {downloadRefused}
            </p>
          )}
        </div>
        <div className="min-h-0 min-w-0 flex-1">
          <ViewerBody loaded={loaded} url={doc.url} label={doc.label} allowDownloads={allowDownloads} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({ loaded, url, label, allowDownloads }: { loaded: Loaded; url: string; label: string; allowDownloads: boolean }) {
  switch (loaded.status) {
    case "loading":
      return (
        <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Opening document...
        </p>
      );
    case "error":
      return (
        <p role="alert" className="flex h-full items-center justify-center text-center text-sm text-destructive">
          {loaded.message}
        </p>
      );
    case "other":
      return (
        <DialogDescription className="flex h-full items-center justify-center text-center">
          {allowDownloads
            ? "This type of document cannot be shown in the browser. Use Download to open it."
            : "This type of document cannot be shown in the browser, and downloads are turned off for this space."}
        </DialogDescription>
      );
    case "image":
      return <ImageView src={loaded.src} url={url} label={label} />;
    case "pdf":
      return <PdfView bytes={loaded.bytes} url={url} />;
  }
}

/** An image is one page: its viewing time is reported like a PDF page's. */
function ImageView({ src, url, label }: { src: string; url: string; label: string }) {
  usePageBeacons(url, 1, true);
  return (
    <div className="flex h-full items-center justify-center overflow-auto rounded-md bg-muted/40">
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the visitor's fetch, not an optimisable asset */}
      <img src={src} alt={label} className="max-h-full max-w-full object-contain" />
    </div>
  );
}
