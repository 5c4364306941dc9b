import "server-only";
import { headers } from "next/headers";
import type { ReactNode } from "react";

/** The id of the mark a page puts after its content (<ContentEnd />). */
const CONTENT_END_ID = "content-end";

/**
 * For a segment's layout.tsx, above its loading.tsx: on a full document load, waits for the data
 * the page below reads (`load`, the page's own loader, memoised per request with React cache so
 * the page then reads nothing twice) before rendering `children`, and keeps the browser from
 * painting until the page's content is parsed.
 *
 * Why: a loading.tsx wraps its page in a Suspense boundary. A document request that finds the page
 * still reading sends the skeleton first and the page a moment later, so the first frames show
 * the skeleton while the browser starts on the page's scripts, and the largest paint (what
 * Lighthouse times) waits for them. Waiting here sends the page in the same burst as the shell,
 * but React still sends a page larger than about 12 kB after the shell, hidden, with a script that
 * swaps it in for the skeleton; a frame painted in between shows the skeleton, and the next one
 * may wait for the scripts. The `expect` link (render-blocking until the element with that id is
 * parsed, or the whole document when it never comes) holds the first frame until the page's
 * <ContentEnd /> is parsed, just before React's swap.
 *
 * Only document requests wait: the router's own requests (client navigations and prefetches)
 * carry the RSC header, and those keep showing the skeleton at once while the page is read.
 * A loader that fails (a redirect, a 404, an error) is not this layout's business: the page calls
 * the same loader, gets the same failure and answers it as it would without this wait.
 */
export async function DocumentLoad({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  if ((await headers()).has("rsc")) return children;
  try {
    await load();
  } catch {
    // Thrown again by the page (the loader is memoised, its failure with it).
  }
  return (
    <>
      {/* React places a <link> in the document's head. */}
      <link rel="expect" href={`#${CONTENT_END_ID}`} blocking="render" />
      {children}
    </>
  );
}

/** The last element of a page whose layout uses DocumentLoad: the first frame waits for it. */
export function ContentEnd() {
  return <span id={CONTENT_END_ID} hidden />;
}
