"use client";

import dynamic from "next/dynamic";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

import type { ViewerDocument } from "./viewer-document";

export type { ViewerDocument };

interface ViewerApi {
  open(doc: ViewerDocument): void;
}

const ViewerContext = createContext<ViewerApi | null>(null);

/** Null outside a shared space (file links then stay plain links). */
export function useDocumentViewer(): ViewerApi | null {
  return useContext(ViewerContext);
}

// The dialog (and, when a PDF opens, pdf.js) loads only when a document is opened.
const DocumentViewer = dynamic(() => import("./document-viewer").then((m) => m.DocumentViewer), { ssr: false, loading: () => null });

/**
 * Documents of the space open in an in-page viewer; `allowDownloads` false hides Download,
 * `allowCopying` false leaves out the text layer (no selection, no find).
 */
export function ViewerProvider({ allowDownloads, allowCopying, children }: { allowDownloads: boolean; allowCopying: boolean; children: ReactNode }) {
  const [doc, setDoc] = useState<ViewerDocument | null>(null);
  const api = useMemo<ViewerApi>(() => ({ open: setDoc }), []);
  return (
    <ViewerContext.Provider value={api}>
      {children}
      {doc && <DocumentViewer doc={doc} allowDownloads={allowDownloads} allowCopying={allowCopying} onClose={() => setDoc(null)} />}
    </ViewerContext.Provider>
  );
}
