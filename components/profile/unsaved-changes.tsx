"use client";

import { createContext, useCallback, useContext, useEffect, useState } from "react";

type Report = (key: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report | null>(null);
export const UnsavedChangesProvider = UnsavedChangesContext.Provider;

/** A form tells the page whether it holds typing not saved yet (no-op outside the profile page). */
export function useReportDirty(key: string, dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
}

/** A plain left click on a link that leaves this page (not a new tab, not a download, not a #hash). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  return anchor;
}

/**
 * The profile's tabs keep unsaved typing while the page is open (use-draft-stash.ts), but leaving
 * the page lost it without a word. While any form reports unsaved changes: a reload, closing the
 * tab or a full-page link asks the browser's "Leave site?" (beforeunload), and an in-app link asks
 * `message` first (the App Router navigates without unloading, so beforeunload never fires).
 */
export function useUnsavedChangesGuard(message: string) {
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((key, dirty) => {
    setDirtyKeys((prev) => {
      if (prev.has(key) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirty = dirtyKeys.size > 0;

  useEffect(() => {
    if (!dirty) return;
    // Confirmed on a link: the full-page navigation that may follow must not ask a second time.
    let confirmed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (confirmed) return;
      event.preventDefault();
      // Older Chromium and Safari only ask when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(message)) {
        confirmed = true;
        return;
      }
      // Capture phase on the document: runs before React's handlers (next/link) and stops them.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);

  return { report, dirty };
}
