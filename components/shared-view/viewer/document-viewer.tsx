"use client";

import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { viewerText } from "@/lib/messages/shared-view";
import { DownloadButton } from "./download-button";
import { PdfView } from "./pdf-view";
import { openViewerDocument, type Opened } from "./range-loader";
import { usePageBeacons } from "./use-page-beacons";
import type { ViewerDocument } from "./viewer-document";

type Loaded = { status: "loading" } | Exclude<Opened, { status: "image" }> | { status: "image"; src: string };

/** Opens the document for viewing: the server decides (gate, downloads, watermark); the type comes from its answer. */
function useDocument(url: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    // pdf.js loads while the first chunk is on its way.
    void import("pdfjs-dist").catch(() => undefined);
    openViewerDocument(url, controller.signal)
      .then((opened) => {
        if (controller.signal.aborted) return;
        if (opened.status !== "image") return setState(opened);
        objectUrl = URL.createObjectURL(opened.blob);
        setState({ status: "image", src: objectUrl });
      })
      .catch(() => !controller.signal.aborted && setState({ status: "error", message: viewerText.couldNotOpen }));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** The in-page viewer, full screen on phones, a large dialog elsewhere. */
export function DocumentViewer({
  doc,
  allowDownloads,
  allowCopying,
  onClose,
}: {
  doc: ViewerDocument;
  allowDownloads: boolean;
  allowCopying: boolean;
  onClose(): void;
}) {
  const loaded = useDocument(doc.url);
  const [downloadRefused, setDownloadRefused] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-3 overflow-hidden rounded-none p-3 sm:h-[90dvh] sm:max-h-[90dvh] sm:w-[min(72rem,calc(100vw-2rem))] sm:max-w-none sm:rounded-lg sm:p-4"
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
          <ViewerBody loaded={loaded} url={doc.url} label={doc.label} allowDownloads={allowDownloads} allowCopying={allowCopying} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({
  loaded,
  url,
  label,
  allowDownloads,
  allowCopying,
}: {
  loaded: Loaded;
  url: string;
  label: string;
  allowDownloads: boolean;
  allowCopying: boolean;
}) {
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
          {allowDownloads ? viewerText.downloadToView : viewerText.previewNotAvailable}
        </DialogDescription>
      );
    case "image":
      return <ImageView src={loaded.src} url={url} label={label} />;
    case "pdf":
      return <PdfView opened={loaded} url={url} allowCopying={allowCopying} />;
  }
}

/** An image is one page, fitted to the frame: its viewing time is reported like a PDF page's. */
function ImageView({ src, url, label }: { src: string; url: string; label: string }) {
  usePageBeacons(url, 1, true);
  return (
    <div className="flex h-full items-center justify-center overflow-auto rounded-md bg-muted/40">
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the visitor's fetch, not an optimisable asset */}
      <img src={src} alt={label} className="max-h-full max-w-full object-contain" />
    </div>
  );
}
