import "server-only";
import { headers } from "next/headers";

/**
 * For a segment's layout.tsx, above its loading.tsx: on a full document load, waits for the data
 * the page below reads (`load`, the page's own loader, memoised per request with React cache so
 * the page then reads nothing twice) before the layout renders its children.
 *
 * Why: a loading.tsx wraps its page in a Suspense boundary. A document request that finds the page
 * still reading sends the skeleton first and the page a moment later, so the first frames show
 * the skeleton while the browser starts on the page's scripts, and the largest paint (what
 * Lighthouse times) waits for them. Waiting here sends the page in the same burst as the shell:
 * React either inlines it or, above about 12 kB, sends it right after the shell with the script
 * that swaps it in, which components/layout/reveal-at-once.tsx makes run on the next frame.
 *
 * Only document requests wait: the router's own requests (client navigations and prefetches)
 * carry the RSC header, and those keep showing the skeleton at once while the page is read.
 * A loader that fails (a redirect, a 404, an error) is not this layout's business: the page calls
 * the same loader, gets the same failure and answers it as it would without this wait.
 */
export async function awaitOnDocumentLoad(load: () => Promise<unknown>): Promise<void> {
  if ((await headers()).has("rsc")) return;
  try {
    await load();
  } catch {
    // Thrown again by the page (the loader is memoised, its failure with it).
  }
}
