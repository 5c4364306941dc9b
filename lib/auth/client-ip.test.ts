import { clientIp, clientRateLimitKey, normalizeIp, rateLimitKeyForIp, trustedProxyHops } from "./client-ip";

const headers = (h: Record<string, string>) => new Headers(h);
const direct = { hops: 0, platformHeader: null };
const behind = (hops: number) => ({ hops, platformHeader: null });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.CLIENT_IP_HEADER;
  delete process.env.VERCEL;
});

describe("clientIp", () => {
  it("with no proxy, the socket peer the server entry appended is the client", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5" }), direct)).toBe("203.0.113.5");
    // Only the right-most entry is the server's own; the rest would be the client's words.
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), direct)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-real-ip": "6.6.6.6" }), direct)).toBeNull();
  });

  it("behind N proxies, the entry N places left of the socket peer", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" }), behind(1))).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.3, 10.0.0.2" }), behind(2))).toBe("203.0.113.5");
    // A shorter chain than the hops: the left-most entry is still one a proxy or the server wrote.
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5, 10.0.0.2" }), behind(3))).toBe("203.0.113.5");
  });

  it("reads the platform's header when one is configured, and nothing else", () => {
    const vercel = { hops: 0, platformHeader: "x-vercel-forwarded-for" };
    expect(clientIp(headers({ "x-vercel-forwarded-for": "198.51.100.9", "x-forwarded-for": "6.6.6.6" }), vercel)).toBe("198.51.100.9");
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6" }), vercel)).toBeNull();
    process.env.VERCEL = "1";
    expect(clientIp(headers({ "x-vercel-forwarded-for": "198.51.100.9", "x-forwarded-for": "6.6.6.6" }))).toBe("198.51.100.9");
    process.env.CLIENT_IP_HEADER = "X-Real-IP";
    expect(clientIp(headers({ "x-real-ip": "198.51.100.10", "x-vercel-forwarded-for": "198.51.100.9" }))).toBe("198.51.100.10");
  });

  it("normalises ports, brackets and IPv4-mapped IPv6, and drops junk", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5:5123" }), direct)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "[2001:DB8::1]:443" }), direct)).toBe("2001:db8::1");
    expect(clientIp(headers({ "x-forwarded-for": "::ffff:203.0.113.5" }), direct)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "::FFFF:127.0.0.1" }), direct)).toBe("127.0.0.1");
    expect(clientIp(headers({ "x-forwarded-for": "<script>" }), direct)).toBeNull();
    expect(clientIp(headers({}), direct)).toBeNull();
    expect(normalizeIp("::ffff:7f00:1")).toBe("::ffff:7f00:1");
  });

  it("reads TRUSTED_PROXY_HOPS, defaulting to 0 (no forwarding header trusted)", () => {
    expect(trustedProxyHops()).toBe(0);
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" }))).toBe("3.3.3.3");
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" }))).toBe("2.2.2.2");
    process.env.TRUSTED_PROXY_HOPS = "lots";
    expect(trustedProxyHops()).toBe(0);
  });
});

describe("rateLimitKeyForIp", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:ffff::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    [null, "unknown"],
    ["not an ip", "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(rateLimitKeyForIp(ip)).toBe(key);
  });

  it("two addresses of one /64 share a key; the next /64 does not", () => {
    const a = clientRateLimitKey(headers({ "x-forwarded-for": "2001:db8:5:6::1" }), direct);
    const b = clientRateLimitKey(headers({ "x-forwarded-for": "2001:db8:5:6:ffff:1:2:3" }), direct);
    const c = clientRateLimitKey(headers({ "x-forwarded-for": "2001:db8:5:7::1" }), direct);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
