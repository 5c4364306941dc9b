import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { directUploadOrigin } from "@/lib/storage/origin";

/**
 * The pages' Content-Security-Policy (proxy.ts sets it). Two ways to let Next's own scripts run
 * and nothing else:
 * - a page rendered per request: a fresh nonce, which Next adds to its inline scripts, plus
 *   'strict-dynamic' for the chunks they load;
 * - the prerendered landing page (`/`, app/page.tsx), whose HTML is the same for everyone and so
 *   cannot carry a per-request nonce: the hashes of its inline scripts (read from the build) and
 *   'self' for its script files.
 * Everything but script-src is the same for both.
 */
function policy(scriptSrc: string[], dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${[...scriptSrc, ...(dev ? ["'unsafe-eval'"] : [])].join(" ")}`,
    // React sets style attributes (progress widths, Radix positioning); no script can come from it.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The object store, when uploads go to it directly.
    `connect-src 'self'${directUploadOrigin() ? ` ${directUploadOrigin()}` : ""}`,
    "object-src 'none'",
    // The PDF viewer's pdf.js worker, a static chunk of our own ('strict-dynamic' ignores 'self' for scripts).
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const isDev = () => process.env.NODE_ENV !== "production";

/** A fresh nonce per request: Next adds it to its own inline scripts, nothing else may run. */
export function contentSecurityPolicy(nonce: string, dev = isDev()): string {
  return policy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], dev);
}

/** The policy for a prerendered page: its inline scripts by hash, script files from 'self' only. */
export function hashedPolicy(hashes: readonly string[], dev = isDev()): string {
  return policy(["'self'", ...hashes.map((h) => `'${h}'`)], dev);
}

/** 'sha256-…' of every inline script in `html` (a script with a src is covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || !body) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

let landing: { file: string; csp: string | null } | undefined;

/**
 * The CSP of the prerendered landing page of this build, or null when there is none (no
 * production build here, or `/` was not prerendered): then `/` is rendered per request and gets
 * a nonce like every other page. Read once per process; the build's HTML never changes under it.
 */
export function landingPolicy(distDir = process.env.NEXT_DIST_DIR || ".next"): string | null {
  if (isDev()) return null;
  const file = path.resolve(process.cwd(), distDir, "server", "app", "index.html");
  if (landing?.file !== file) {
    let csp: string | null = null;
    try {
      csp = hashedPolicy(inlineScriptHashes(readFileSync(file, "utf8")));
    } catch {
      csp = null;
    }
    landing = { file, csp };
  }
  return landing.csp;
}
