#!/usr/bin/env node
// The production server entry: Next's request handler behind a plain `http` server that does the
// few things only the socket can, before Next sees the request.
//
// - The client's address. Next fills X-Forwarded-For with the socket peer only when the client
//   sent none, so a route handler cannot tell the two apart. Here the header is rewritten as a
//   proxy would: with TRUSTED_PROXY_HOPS=0 (the default) whatever forwarding headers the client
//   sent are dropped and X-Forwarded-For is the peer's address; behind N proxies the peer is
//   appended to the chain they wrote. lib/auth/client-ip.ts reads that one value.
// - Undecodable paths (`/api/files/%ff`) and next-auth's credentials callback on GET answer a 4xx
//   JSON with the usual headers instead of Next's 500 text/plain.
// - Idle keep-alive connections stay open for KEEP_ALIVE_TIMEOUT_MS (65 s), longer than the idle
//   timeout of the proxies and clients that reuse them (60 s on common load balancers). Node's own 5 s
//   closes a connection a client may be sending its next request on at that moment: the client sees
//   ECONNRESET (a proxy answers 502).
// - An answer given while its request's body is still arriving (a refusal before the body was
//   read) says `Connection: close`, and the socket is closed once it is flushed (request-bodies.mjs).
// - A page's status other than 200 or 404 (a revoked shared space's page is 410): pageStatusStep.
// Those three act on the answer's head: steps of one writeHead interception (before-head.mjs).
// - A route handler's Content-Length, which Next drops (it streams every handler's body chunked),
//   is restored from the copy the handler declared (lib/api/declared-length.mjs), so a download
//   such as "Export my data" tells the browser its size.
// - Request bodies that stall (no byte for BODY_IDLE_TIMEOUT_MS) or trickle (under
//   BODY_MIN_BYTES_PER_SECOND on average after BODY_MIN_RATE_AFTER_MS) have their socket cut
//   (request-bodies.mjs).
//
// Usage: node scripts/server.mjs [-p PORT] [-H HOSTNAME]   (PORT env also works; default 3000)
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreDeclaredLength } from "../lib/api/declared-length.mjs";
import { beforeHead } from "./before-head.mjs";
import { bodyWatch, closeIfBodyUnread } from "./request-bodies.mjs";
import { API_CSP, NO_STORE, SECURITY_HEADERS } from "../lib/api/security-headers.mjs";

process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Forwarding headers a client could write to choose its own address, host or scheme. */
const CLIENT_CHOSEN_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-vercel-forwarded-for",
];

export const MESSAGES = {
  malformedPath: "Malformed request path",
  methodNotAllowed: "Method not allowed",
  authBusy: "The server is busy signing people in. Please try again in a moment.",
};

function intEnv(name, fallback, min = 0) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= min ? value : fallback;
}

export function serverSettings(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS?.trim() || 0);
  return {
    hops: Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0,
    platformHeader: env.CLIENT_IP_HEADER?.trim().toLowerCase() || (env.VERCEL === "1" ? "x-vercel-forwarded-for" : null),
    bodyIdleMs: intEnv("BODY_IDLE_TIMEOUT_MS", 30_000, 1),
    minBytesPerSecond: intEnv("BODY_MIN_BYTES_PER_SECOND", 1024),
    minRateAfterMs: intEnv("BODY_MIN_RATE_AFTER_MS", 60_000, 1),
    authInFlight: intEnv("AUTH_IN_FLIGHT", 4, 1),
    keepAliveMs: intEnv("KEEP_ALIVE_TIMEOUT_MS", 65_000, 1),
  };
}

/** The requests that hash a password: sign-up and the credentials sign-in. */
const HASHING_ROUTES = new Set(["/api/auth/register", "/api/auth/callback/credentials"]);

/**
 * Bounds the password requests being worked on at once (AUTH_IN_FLIGHT): past it they answer 503
 * with Retry-After here, before Next routes them. The hasher's own bound (lib/auth/password.ts)
 * keeps the thread pool free, but a flood's routing, body parsing and next-auth work still ran on
 * the one event loop every other visitor waits on; a refusal here costs microseconds.
 */
export function authGate({ authInFlight }) {
  let inFlight = 0;
  return (req, res) => {
    if (req.method !== "POST" || !HASHING_ROUTES.has((req.url ?? "/").split("?")[0].replace(/\/+$/, ""))) return false;
    if (inFlight >= authInFlight) {
      answerJson(res, 503, MESSAGES.authBusy, { "Retry-After": "2" });
      return true;
    }
    inFlight++;
    res.once("close", () => inFlight--);
    return false;
  };
}

/**
 * Rewrites the forwarding headers as a trusted proxy would (see the file comment). A configured
 * platform header is the platform's word, so it is kept.
 */
export function trustAddress(req, { hops, platformHeader }) {
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  if (hops === 0) {
    for (const name of CLIENT_CHOSEN_HEADERS) if (name !== platformHeader) delete req.headers[name];
  }
  const chain = hops > 0 && forwarded ? `${[forwarded].flat().join(", ")}, ${peer}` : peer;
  req.headers["x-forwarded-for"] = chain;
}

function hasUndecodableSegment(url) {
  const pathname = (url ?? "/").split("?")[0];
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

function answerJson(res, status, message, extraHeaders = {}) {
  const body = JSON.stringify({ message });
  res.statusCode = status;
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", API_CSP);
  res.setHeader("Cache-Control", NO_STORE);
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  for (const [key, value] of Object.entries(extraHeaders)) res.setHeader(key, value);
  res.end(body);
}

/** A 4xx for what Next would answer with a 500, or null to pass the request on. */
export function refuseMalformed(req, res) {
  if (hasUndecodableSegment(req.url)) {
    answerJson(res, 400, MESSAGES.malformedPath);
    return true;
  }
  // next-auth's credentials callback is a POST from the sign-in form; on GET it throws.
  const pathname = (req.url ?? "/").split("?")[0].replace(/\/+$/, "");
  if (pathname === "/api/auth/callback/credentials" && req.method !== "POST") {
    answerJson(res, 405, MESSAGES.methodNotAllowed, { Allow: "POST" });
    return true;
  }
  return false;
}

/**
 * The host name Next builds each request's URL with. Its proxy (middleware) sees every loopback
 * address as "localhost" (NextURL), and the router keeps a rewrite internal only when the origins
 * match: given "127.0.0.1", the signed-in rewrite of `/` to the dashboard went out as a proxied
 * request and came back as a redirect to `/`, a loop. So a loopback -H reaches Next as "localhost";
 * the server still listens on the address given.
 */
function nextHostname(hostname) {
  if (!hostname || /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname)) return "localhost";
  return hostname;
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
    allowPositionals: false,
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname;
  const settings = serverSettings();
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname: nextHostname(hostname), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const bodies = bodyWatch(settings);
  const busyWithAuth = authGate(settings);

  const server = http.createServer((req, res) => {
    const wanted = { status: 0 };
    beforeHead(res, [closeIfBodyUnread(req), restoreDeclaredLength, pageStatusStep(wanted)]);
    if (refuseMalformed(req, res)) return;
    varyOnCookie(req, res);
    if (busyWithAuth(req, res)) return;
    trustAddress(req, settings);
    bodies.track(req, res);
    pageStatus
      .run(wanted, () => handle(req, res))
      .catch((error) => {
        console.error("[server] unhandled", error);
        if (!res.headersSent) answerJson(res, 500, "Internal server error");
        else res.destroy();
      });
  });
  server.keepAliveTimeout = settings.keepAliveMs;
  server.listen(port, hostname, () => {
    console.log(`▲ RaiseReady ready on http://${hostname ?? "localhost"}:${port} (trusted proxy hops: ${settings.hops})`);
  });
  const shutdown = () => {
    bodies.stop();
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

/**
 * `/` is prerendered and publicly cacheable, and proxy.ts rewrites it to the dashboard when a session cookie comes
 * with it: a shared cache must key it on Cookie. Next writes its own Vary on prerendered pages (a Vary set in
 * proxy.ts or next.config.mjs is replaced), so Cookie is appended here to whatever Next sets.
 */
function varyOnCookie(req, res) {
  if (!/^\/(\?|$)/.test(req.url ?? "")) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (String(name).toLowerCase() !== "vary") return setHeader(name, value);
    const list = [value].flat().join(", ");
    return setHeader(name, /(^|,)\s*cookie\s*(,|$)/i.test(list) ? list : `${list}, Cookie`);
  };
  setHeader("Vary", "Cookie");
}

/*
 * A page's HTTP status beyond the ones Next lets a page choose (notFound() is 404; nothing says 410
 * or 429). The page asks through lib/page-status.ts. One key for both sides: this entry and the
 * built app are separate module graphs in one process, so the storage is found through a global
 * symbol rather than an import.
 */
const pageStatus = new AsyncLocalStorage();
globalThis[Symbol.for("raiseready.pageStatus")] = pageStatus;

/**
 * The status a page asked for (`wanted`, filled while Next's handler runs inside pageStatus). An HTML
 * answer Next sends as 200 goes out with that status instead; anything else (a redirect, an error
 * page, the RSC payload of a client-side navigation, an API answer) keeps Next's own.
 */
function pageStatusStep(wanted) {
  return function askedPageStatus(res, status, headerArgs) {
    if (wanted.status && status === 200 && isHtmlAnswer(res, headerArgs)) return wanted.status;
  };
}

function isHtmlAnswer(res, writeHeadArgs) {
  const headers = writeHeadArgs.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
  const type = headers?.["content-type"] ?? headers?.["Content-Type"] ?? res.getHeader("content-type");
  return /^text\/html\b/i.test(String(type ?? ""));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
