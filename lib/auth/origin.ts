import { trustedProxyHops } from "@/lib/auth/client-ip";
import { safeCallbackPath } from "./safe-path";

type HeaderSource = Pick<Headers, "get">;

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function lastEntry(value: string | null): string | null {
  if (!value) return null;
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

/**
 * The origin the browser used to reach us: the Host header, or (only when a proxy of ours is
 * trusted, TRUSTED_PROXY_HOPS > 0) the host and scheme that proxy forwarded. Used where an absolute
 * URL cannot be avoided (next-auth's JSON answers); redirects of our own are relative.
 */
export function requestOrigin(headers: HeaderSource, fallbackProtocol = "http"): string | null {
  const trusted = trustedProxyHops() > 0;
  const host = (trusted ? lastEntry(headers.get("x-forwarded-host")) : null) ?? headers.get("host");
  if (!host || !HOST.test(host)) return null;
  const forwardedProto = trusted ? lastEntry(headers.get("x-forwarded-proto"))?.toLowerCase() : null;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : fallbackProtocol.replace(/:$/, "");
  return `${protocol === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}

/** The origin next-auth believes it has: NEXTAUTH_URL, else its own default (http://localhost:3000). */
function nextAuthOrigin(): string {
  try {
    const configured = process.env.NEXTAUTH_URL?.trim();
    return new URL(configured ? (configured.startsWith("http") ? configured : `https://${configured}`) : "http://localhost:3000").origin;
  } catch {
    return "http://localhost:3000";
  }
}

function pathOn(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? safeCallbackPath(`${parsed.pathname}${parsed.search}${parsed.hash}`) : null;
  } catch {
    return null;
  }
}

/**
 * next-auth writes absolute URLs on the origin it believes it has (NEXTAUTH_URL, or
 * http://localhost:3000 when unset), whatever host the browser used. Its answers are re-based:
 * a Location on that origin becomes a relative path; the `{ url }` its client reads (it must be
 * absolute: next-auth/react parses it) is moved onto the origin of this request.
 */
export async function rebaseAuthResponse(res: Response, req: Request): Promise<Response> {
  const from = nextAuthOrigin();
  const location = res.headers.get("location");
  if (location) {
    const path = pathOn(location, from);
    if (path) {
      const headers = new Headers(res.headers);
      headers.set("location", path);
      return new Response(res.body, { status: res.status, headers });
    }
    return res;
  }
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: res.status, headers });
  }
  const here = requestOrigin(req.headers, new URL(req.url).protocol);
  if (here && body && typeof body === "object" && typeof (body as { url?: unknown }).url === "string") {
    const path = pathOn((body as { url: string }).url, from);
    if (path) (body as { url: string }).url = `${here}${path}`;
  }
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
