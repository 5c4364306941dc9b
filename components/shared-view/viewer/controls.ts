import { sharedView, viewerText } from "@/lib/messages/shared-view";
import { visitorStateNotice } from "@/lib/visitor/states";

/** What the viewer says when the file route refuses a request (opening, a page's bytes, a download check). */
export function refusalMessage(status: number, fallback: string = viewerText.couldNotOpen): string {
  if (status === 401) return visitorStateNotice.email;
  if (status === 403) return sharedView.downloadsOff;
  if (status === 404) return visitorStateNotice.removed;
  if (status === 410) return sharedView.accessEnded;
  if (status === 429) return sharedView.tooManyAttempts;
  return fallback;
}

/** How the page is sized: to the frame's width (the default), the whole page in the frame, or a set scale. */
export type Zoom = { mode: "width" } | { mode: "page" } | { mode: "scale"; scale: number };

/** Room left around a page inside the frame (its padding and the scrollbar), in CSS pixels. */
export const FRAME_GUTTER = 24;

/** The scale a zoom gives a page of `page` size (PDF points at scale 1) in a frame of `frame` size. */
export function scaleFor(zoom: Zoom, page: { width: number; height: number }, frame: { width: number; height: number }): number {
  if (zoom.mode === "scale") return zoom.scale;
  const byWidth = (frame.width - FRAME_GUTTER) / page.width;
  const scale = zoom.mode === "width" ? byWidth : Math.min(byWidth, (frame.height - FRAME_GUTTER) / page.height);
  return Math.max(0.1, scale);
}

export type KeyAction = { type: "page"; delta: number } | { type: "first" } | { type: "last" } | { type: "zoom"; direction: 1 | -1 };

/**
 * The viewer's keys: left/right arrows and PageUp/PageDown turn pages, Home/End go to the first and
 * last page, + and - zoom (up/down arrows scroll, as in any document). Null for any other key.
 */
export function keyAction(key: string): KeyAction | null {
  switch (key) {
    case "ArrowRight":
    case "PageDown":
      return { type: "page", delta: 1 };
    case "ArrowLeft":
    case "PageUp":
      return { type: "page", delta: -1 };
    case "Home":
      return { type: "first" };
    case "End":
      return { type: "last" };
    case "+":
    case "=":
      return { type: "zoom", direction: 1 };
    case "-":
    case "_":
      return { type: "zoom", direction: -1 };
    default:
      return null;
  }
}

/** Keys typed into a field (the find box, the page number) are the field's, not the viewer's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  return (target as Element).closest("input, textarea, select, [contenteditable='true']") !== null;
}

/** The page a typed page number names, or null when it is not a page of the document. */
export function typedPage(text: string, count: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= count ? page : null;
}

/** The page shown in a scrolled frame: the last page whose top is above a third of the frame's height. */
export function pageAt(tops: readonly number[], scrollTop: number, frameHeight: number): number {
  const line = scrollTop + frameHeight / 3;
  let page = 1;
  for (let i = 0; i < tops.length; i++) if (tops[i] <= line) page = i + 1;
  return page;
}

/** Where one search match sits: its page and the text items (spans of the text layer) it covers. */
export interface TextMatch {
  page: number;
  items: number[];
}

/**
 * Every case-insensitive occurrence of `query` in a page's text items (joined as pdf.js joins them
 * into the text layer), with the items each one covers.
 */
export function findInItems(page: number, items: readonly string[], query: string): TextMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const starts: number[] = [];
  let text = "";
  for (const item of items) {
    starts.push(text.length);
    text += item.toLowerCase();
  }
  const matches: TextMatch[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    const end = at + needle.length;
    const covered: number[] = [];
    for (let i = 0; i < items.length; i++) if (starts[i] < end && starts[i] + items[i].length > at) covered.push(i);
    matches.push({ page, items: covered });
  }
  return matches;
}
