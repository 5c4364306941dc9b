import { isIP } from "node:net";

type HeaderSource = Pick<Headers, "get">;

/**
 * Where the client's address comes from. The server entry (scripts/server.mjs) writes
 * X-Forwarded-For itself: the chain our proxies vouch for, with the socket peer appended as a
 * proxy would, and nothing the client sent when there are no proxies. On a platform that runs
 * the app without that entry (Vercel and the like), the platform's own header is read instead.
 */
export interface AddressConfig {
  /** How many reverse proxies of ours sit in front of the server (TRUSTED_PROXY_HOPS). */
  hops: number;
  /** A platform header holding the client address, read instead of the chain (CLIENT_IP_HEADER, or Vercel's). */
  platformHeader: string | null;
}

export const MAX_PROXY_HOPS = 10;

/**
 * TRUSTED_PROXY_HOPS, default 0: no proxy, so no forwarding header the client sent is believed.
 * Behind N proxies that each append to X-Forwarded-For, set it to N.
 */
export function trustedProxyHops(): number {
  const raw = process.env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= MAX_PROXY_HOPS ? hops : 0;
}

/** CLIENT_IP_HEADER when set; `x-vercel-forwarded-for` on Vercel (VERCEL=1); otherwise none. */
export function platformAddressHeader(): string | null {
  const named = process.env.CLIENT_IP_HEADER?.trim().toLowerCase();
  if (named) return /^[a-z0-9-]+$/.test(named) ? named : null;
  return process.env.VERCEL === "1" ? "x-vercel-forwarded-for" : null;
}

export function addressConfig(): AddressConfig {
  return { hops: trustedProxyHops(), platformHeader: platformAddressHeader() };
}

/** One address as written by a proxy: ports and brackets dropped, IPv4-mapped IPv6 as IPv4; null if not an address. */
export function normalizeIp(value: string | undefined | null): string | null {
  if (!value) return null;
  let ip = value.trim();
  // "[::1]:1234" and "1.2.3.4:5678" forms some proxies write.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (/^::ffff:/i.test(ip) && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  if (isIP(ip) === 6) ip = ip.toLowerCase();
  return isIP(ip) ? ip : null;
}

/**
 * The client's address as our own server and proxies vouch for it, or null when unknown. The
 * chain ends with the address the server's socket saw; the client is `hops` places left of it.
 * Every rate limit and every access log reads it through here.
 */
export function clientIp(headers: HeaderSource, config: AddressConfig = addressConfig()): string | null {
  if (config.platformHeader) return normalizeIp(headers.get(config.platformHeader)?.split(",")[0]);
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  return normalizeIp(chain[Math.max(0, chain.length - 1 - config.hops)]);
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The key a rate limit counts a client under: an IPv4 address as is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so rotating the low bits must not buy a new budget),
 * and every unknown client in one shared budget. Access logs keep the full address.
 */
export function rateLimitKeyForIp(ip: string | null): string {
  const normal = normalizeIp(ip);
  if (!normal) return "unknown";
  if (isIP(normal) === 4) return normal;
  const prefix = ipv6Groups(normal)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/** clientIp, then rateLimitKeyForIp: what every per-address limit is keyed on. */
export function clientRateLimitKey(headers: HeaderSource, config?: AddressConfig): string {
  return rateLimitKeyForIp(clientIp(headers, config));
}
