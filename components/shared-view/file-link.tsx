"use client";

import { Download, ExternalLink, FileText } from "lucide-react";
import type { MouseEvent } from "react";
import { isExternal, visitorHref } from "./links";
import { WrapName } from "./wrap-name";
import { useDocumentViewer } from "./viewer/viewer-context";

const LINK_CLASS =
  "inline-flex max-w-full items-start gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * A document's file or external link. Inside a shared space our own files open in the in-page
 * viewer; otherwise (or an external link) a new tab, no referrer.
 */
export function FileLink({ url, label }: { url: string | null | undefined; label: string }) {
  const viewer = useDocumentViewer();
  const href = visitorHref(url);
  if (!href) return null;
  const external = isExternal(href);
  const inViewer = viewer !== null && !external;
  const Icon = external ? ExternalLink : inViewer ? FileText : Download;
  // A plain click opens the viewer; a modified click (new tab, new window) keeps the link's own behaviour.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inViewer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    viewer.open({ url: href, label });
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={LINK_CLASS}>
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {/* Wraps at word boundaries: a file name truncated to one line would also widen its card past a phone's width. */}
      <span className="min-w-0 break-words">
        <WrapName text={label} />
      </span>
      {external && <span className="sr-only">(external link, opens in a new tab)</span>}
      {inViewer && <span className="sr-only">(opens in the document viewer)</span>}
    </a>
  );
}
