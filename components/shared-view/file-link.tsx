"use client";

import type { MouseEvent } from "react";
import { SpriteIcon } from "./icon-sprite";
import { isExternal, linkHost, visitorHref } from "./links";
import { WrapName } from "./wrap-name";
import { useDocumentViewer } from "./viewer/viewer-context";
import "./doc-rows.css";

/**
 * A document's file or external link. Inside a shared space our own files open in the in-page
 * viewer; otherwise (or an external link) a new tab, no referrer. Its looks are the `doc-link`
 * classes (./doc-rows.css) and its icon a reference to the page's sprite (./icon-sprite.tsx): a
 * data room repeats this link once per document.
 */
export function FileLink({ url, label }: { url: string | null | undefined; label: string }) {
  const viewer = useDocumentViewer();
  const href = visitorHref(url);
  if (!href) return null;
  const external = isExternal(href);
  const inViewer = viewer !== null && !external;
  const host = external ? linkHost(href) : null;
  // A plain click opens the viewer; a modified click (new tab, new window) keeps the link's own behaviour.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inViewer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    viewer.open({ url: href, label });
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className="doc-link">
      <SpriteIcon name={external ? "external" : inViewer ? "file" : "download"} className="doc-link-ico" />
      {/* Wraps at word boundaries: a file name truncated to one line would also widen its card past a phone's width. */}
      <WrapName text={label} className="min-w-0 break-words" />
      {/* Where an external link goes, as text: the visitor sees the site before tapping. */}
      {host && <span className="doc-link-host">{host}</span>}
      {external && <span className="sr-only">(external link, opens in a new tab)</span>}
      {inViewer && <span className="sr-only">(opens in the document viewer)</span>}
    </a>
  );
}
