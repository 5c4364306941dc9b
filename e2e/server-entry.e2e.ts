import net from "node:net";
import { baseUrl } from "./support/browser";
import { postThenAsk, signUp, type EarlyAnswer } from "./support/http";

/**
 * The production server entry (scripts/server.mjs, what `npm start` serves through) on the main
 * e2e server, over plain HTTP: idle keep-alive connections kept past Node's default, a 4xx JSON
 * for malformed requests, and no-store on private answers. e2e/network.e2e.ts covers the entry's
 * client addresses and body limits on servers with their own settings.
 */
describe("keep-alive connections on the main server", () => {
  it("keeps an idle connection open past Node's 5 s default (KEEP_ALIVE_TIMEOUT_MS, 65 s) and serves the next request on it", async () => {
    const { port, hostname } = new URL(baseUrl());
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let received = "";
    let closed = false;
    socket.on("data", (d) => (received += d));
    socket.on("error", () => undefined);
    socket.on("close", () => (closed = true));
    const ask = () => socket.write(`GET /api/auth/user HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
    const answers = () => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
    const waitFor = async (n: number) => {
      for (let i = 0; i < 100 && answers().length < n && !closed; i++) await new Promise((r) => setTimeout(r, 50));
    };
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    ask();
    await waitFor(1);
    expect(answers()).toEqual(["HTTP/1.1 401"]);
    expect(received).toMatch(/^keep-alive: timeout=65/im);
    await new Promise((r) => setTimeout(r, 6_000));
    expect(closed).toBe(false);
    ask();
    await waitFor(2);
    socket.destroy();
    expect(answers()).toEqual(["HTTP/1.1 401", "HTTP/1.1 401"]);
  }, 20_000);
});

describe("malformed requests on the main server", () => {
  const malformed = ["/api/files/%ff", "/api/company/%ff/team", "/phase/%ff", "/shared/%ff", "/api/auth/%ff"];

  it.each(malformed)("GET %s is a 4xx JSON { message } with the security headers", async (p) => {
    const res = await fetch(`${baseUrl()}${p}`, { redirect: "manual" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe("string");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  });

  it("GET /api/auth/callback/credentials is a 405 JSON, not a 500", async () => {
    const res = await fetch(`${baseUrl()}/api/auth/callback/credentials`, { redirect: "manual" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("GET /api/auth/callback/<unknown provider> is a 4xx JSON { message }, not next-auth's plain text", async () => {
    const res = await fetch(`${baseUrl()}/api/auth/callback/no-such-provider`, { redirect: "manual" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe("string");
  });
});

describe("Cache-Control on private answers (main server)", () => {
  it("is no-store on next-auth's own answers: session, CSRF token, providers, sign-in", async () => {
    const cookie = await signUp(baseUrl(), "authcache");
    for (const p of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers"]) {
      const res = await fetch(`${baseUrl()}${p}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
    const signIn = await fetch(`${baseUrl()}/api/auth/signin`, { redirect: "manual" });
    expect(signIn.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("is no-store on signed-in JSON, on its errors, and on the 401 of an anonymous call", async () => {
    const cookie = await signUp(baseUrl(), "cache");
    const user = await fetch(`${baseUrl()}/api/auth/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(user.headers.get("cache-control")).toMatch(/no-store/);
    const missing = await fetch(`${baseUrl()}/api/shared-spaces/00000000-0000-4000-8000-000000000000/access-logs`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toMatch(/no-store/);
    const anonymous = await fetch(`${baseUrl()}/api/company`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe("an answer given before the request body was read (main server)", () => {
  const MB = 1024 * 1024;
  /**
   * A 3 MB body is far past the little a server may read and discard after refusing it, so the
   * answer must say `Connection: close` and the socket must close: a hung connection (no second
   * answer, socket open) fails, and so does reading the whole refused body to keep the socket.
   */
  function expectClosedAfter(result: EarlyAnswer, status: string) {
    expect(result.answers[0]).toBe(status);
    expect(result.firstHead).toMatch(/^connection: close$/im);
    expect(result.closed).toBe(true);
  }

  it("a signed-in 3 MB chunked JSON POST gets 413 with Connection: close, and the socket closes within 2 s instead of hanging the next request", async () => {
    const cookie = await signUp(baseUrl(), "early");
    const result = await postThenAsk(baseUrl(), { path: "/api/shared-spaces", headers: { Cookie: cookie }, bodyBytes: 3 * MB, waitMs: 2_000 });
    expectClosedAfter(result, "HTTP/1.1 413");
  }, 20_000);

  it("an anonymous 3 MB chunked JSON POST gets 401 with Connection: close, and the socket closes within 2 s without the body being read", async () => {
    const result = await postThenAsk(baseUrl(), { path: "/api/shared-spaces", bodyBytes: 3 * MB, waitMs: 2_000 });
    expectClosedAfter(result, "HTTP/1.1 401");
  }, 20_000);
});
