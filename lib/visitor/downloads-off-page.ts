import { sharedView } from "@/lib/messages/shared-view";
import { visitorPagePath } from "./states";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A file URL opened directly in a browser while the space's downloads are off: a small page that
 * says why and links back to the space (its viewer still shows the document), instead of the email
 * gate. Static text only; the code reaches the page as an escaped relative link.
 */
export function downloadsOffPage(code: string): Response {
  const href = escapeHtml(visitorPagePath(code, null));
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(sharedView.downloadsOff)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeHtml(sharedView.downloadsOff)}</h1>
<p>${escapeHtml(sharedView.downloadsOffExplained)}</p>
<p><a href="${href}">${escapeHtml(sharedView.backToSpace)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
