import { isIP } from "node:net";

type HeaderSource = Pick<Headers, "get">;

/**
 * How many reverse proxies of ours sit in front of the app (env TRUSTED_PROXY_HOPS, default 1).
 * Each appends the address it received the request from to X-Forwarded-For, so the client is the
 * entry `hops` places from the right; anything further left was written by the client and is
 * ignored. 0 means no proxy: the forwarding headers are client-controlled and are not read.
 */
export function trustedProxyHops(): number {
  const raw = process.env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 1;
}

function clean(value: string | undefined | null): string | null {
  if (!value) return null;
  let ip = value.trim();
  // "[::1]:1234" and "1.2.3.4:5678" forms some proxies write.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : null;
}

/** The visitor's IP address as far as our proxies vouch for it, or null when unknown. */
export function clientIp(headers: HeaderSource, hops: number = trustedProxyHops()): string | null {
  if (hops <= 0) return null;
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const entries = forwarded.split(",").map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0) return clean(entries[Math.max(0, entries.length - hops)]);
  }
  return clean(headers.get("x-real-ip"));
}
