/**
 * Stands in for next/headers when a test calls a server component outside a Next request: the
 * request carries the cookie set with setRequestCookie (tests/perf/server-tree.ts) and no headers.
 */
type Globals = typeof globalThis & { __perfRequestCookie?: string };

function cookiePairs(): { name: string; value: string }[] {
  const header = (globalThis as Globals).__perfRequestCookie ?? "";
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return { name: part.slice(0, at), value: part.slice(at + 1) };
    });
}

export async function cookies() {
  const pairs = cookiePairs();
  return { getAll: () => pairs, get: (name: string) => pairs.find((c) => c.name === name) };
}

export async function headers() {
  const header = (globalThis as Globals).__perfRequestCookie;
  return new Headers(header ? { cookie: header } : {});
}
