import { clientIp, trustedProxyHops } from "./client-ip";

const headers = (h: Record<string, string>) => new Headers(h);

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe("clientIp", () => {
  it("takes the entry our proxy appended (right-most with one hop)", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), 1)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5" }), 1)).toBe("203.0.113.5");
  });

  it("counts hops from the right", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" }), 2)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5" }), 3)).toBe("203.0.113.5");
  });

  it("ignores the forwarding headers with zero hops", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5", "x-real-ip": "203.0.113.6" }), 0)).toBeNull();
  });

  it("falls back to X-Real-IP, normalises ports and mapped addresses, and drops junk", () => {
    expect(clientIp(headers({ "x-real-ip": "203.0.113.6" }), 1)).toBe("203.0.113.6");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5:5123" }), 1)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "[2001:db8::1]:443" }), 1)).toBe("2001:db8::1");
    expect(clientIp(headers({ "x-forwarded-for": "::ffff:203.0.113.5" }), 1)).toBe("203.0.113.5");
    expect(clientIp(headers({ "x-forwarded-for": "<script>" }), 1)).toBeNull();
    expect(clientIp(headers({}), 1)).toBeNull();
  });

  it("reads TRUSTED_PROXY_HOPS, defaulting to 1", () => {
    expect(trustedProxyHops()).toBe(1);
    process.env.TRUSTED_PROXY_HOPS = "0";
    expect(trustedProxyHops()).toBe(0);
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" }))).toBe("2.2.2.2");
    process.env.TRUSTED_PROXY_HOPS = "lots";
    expect(trustedProxyHops()).toBe(1);
  });
});
