// The response headers every answer carries, in one place: next.config.mjs sends them with every
// route, and the server entry (scripts/server.mjs) with the answers it gives before Next runs.

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** JSON never needs to run anything (lib/api/handler.ts gives it to every API answer without a policy). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Private answers (signed-in or a visitor's) are never stored by a browser or a shared cache. */
export const NO_STORE = "no-store";
