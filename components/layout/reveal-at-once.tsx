import { headers } from "next/headers";

/**
 * React's streamed HTML keeps a loading skeleton on screen for at least 300 ms after the first
 * frame before it swaps in content that arrived in the same response: its swap script reads `$RT`
 * (set on the first animation frame) and waits until `$RT + 300`. A full load of our pages sends
 * the content with the shell (app/(app)/document-load.tsx), but React still sends a page larger
 * than about 12 kB apart from the shell, so that wait alone holds back the largest paint while the
 * page's scripts load and run. Here `$RT` stays undefined, React's own path for content complete
 * before the first frame: the swap happens on the next frame. Client navigations never use these
 * scripts; if React renames the variable, pages only go back to waiting.
 */
const SCRIPT = 'Object.defineProperty(window,"$RT",{configurable:true,get:function(){},set:function(){}});';

export async function RevealAtOnce() {
  // The per-request CSP nonce (proxy.ts): an inline script without it is blocked.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
