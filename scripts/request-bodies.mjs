// The request bodies of the production server entry (scripts/server.mjs): the watch that cuts a
// body that stalls or trickles, and the close of a socket whose body was not read to its end.

/**
 * Watches the bodies being received and cuts the socket of one that stalls or trickles. Counts
 * the socket's bytes, so the body itself is never touched (Next and busboy read it as usual).
 */
export function bodyWatch({ bodyIdleMs, minBytesPerSecond, minRateAfterMs }, now = () => Date.now()) {
  const watched = new Map();
  const sweepEvery = Math.max(50, Math.min(1000, Math.floor(bodyIdleMs / 4)));
  const timer = setInterval(() => {
    const t = now();
    for (const [req, w] of watched) {
      const bytes = req.socket?.bytesRead ?? 0;
      if (bytes !== w.lastBytes) {
        w.lastBytes = bytes;
        w.lastProgressAt = t;
      }
      const stalled = t - w.lastProgressAt >= bodyIdleMs;
      const elapsed = t - w.startedAt;
      const tooSlow = minBytesPerSecond > 0 && elapsed >= minRateAfterMs && ((bytes - w.startBytes) * 1000) / elapsed < minBytesPerSecond;
      if (stalled || tooSlow) {
        watched.delete(req);
        console.warn(`[server] cut a ${stalled ? "stalled" : "too slow"} request body: ${req.method} ${(req.url ?? "").split("?")[0]}`);
        req.socket?.destroy();
      }
    }
  }, sweepEvery);
  timer.unref();
  return {
    track(req, res) {
      const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
      if (!hasBody || req.complete) return;
      const bytes = req.socket?.bytesRead ?? 0;
      watched.set(req, { startedAt: now(), lastProgressAt: now(), lastBytes: bytes, startBytes: bytes });
      const forget = () => watched.delete(req);
      req.once("end", forget);
      req.once("close", forget);
      res.once("close", forget);
    },
    size: () => watched.size,
    stop: () => clearInterval(timer),
  };
}

/** How long a socket closed after an early answer stays half-open before it is destroyed. */
const CLOSE_LINGER_MS = 1000;

/**
 * An answer that goes out while its request's body is still arriving (a 413 past the JSON limit,
 * a 401 or 403 before the body is looked at, this entry's own 503) leaves the rest of the body on
 * the socket. Node then either stops reading the socket (the body was partly read: the next
 * request on the connection is never parsed, and the client waits for an answer that never
 * comes) or reads the whole body, however large, to keep the connection. Such an answer says
 * `Connection: close` instead, and the socket is closed once the answer is flushed. Bodies read
 * to their end are complete before any answer, so keep-alive is unchanged for them.
 *
 * Closing a socket with unread bytes sends a reset, which can overtake an answer still in flight
 * (the client would see "connection reset" instead of the 413): the socket is half-closed at
 * once and destroyed CLOSE_LINGER_MS later, as servers do for a "lingering close".
 */
export function closeIfBodyUnread(req) {
  return function closeWhenBodyUnread(res) {
    if (!req.complete && !res.headersSent) {
      res.setHeader("Connection", "close");
      lingerOnClose(req.socket);
    }
  };
}

/** Node ends a `Connection: close` answer's socket with destroySoon (destroy once flushed); this one lingers first. */
function lingerOnClose(socket) {
  if (!socket) return;
  socket.destroySoon = function destroyAfterLinger() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), CLOSE_LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
