import { readdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { cookiesOf, postThenAsk, signUp } from "./support/http";
import { startServer, type RunningServer } from "./support/server";
import { OPEN_SPACE_SETTINGS } from "../tests/helpers/open-space-settings";

/**
 * Over HTTP against the production server entry (scripts/server.mjs, what `npm start`
 * serves through): client addresses the client cannot choose, stalled bodies cut, the visitor token
 * only from its cookie, and the new-email throttle. Servers with their own settings listen on
 * E2E_PORT + 1 and + 2. What the entry does on the main server (keep-alive, malformed requests,
 * no-store) is e2e/server-entry.e2e.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const FAILED_CODE_LIMIT = 30;
const NEW_EMAIL_LIMIT = 10;
/** scripts/server.mjs MESSAGES.authBusy: the entry's own refusal, not the hasher's (lib/auth/password.ts). */
const AUTH_BUSY = "The server is busy signing people in. Please try again in a moment.";

/** A signed-in founder with a company and one (empty) live shared space. */
async function founderWithSpace(base: string) {
  const cookie = await signUp(base, "net");
  const company = await fetch(`${base}/api/company`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ company: { name: "Network Co" }, founders: [] }),
  });
  expect(company.status).toBe(201);
  const { id: companyId } = (await company.json()) as { id: string };
  const space = await fetch(`${base}/api/shared-spaces`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ companyId, name: "Room", items: [], ...OPEN_SPACE_SETTINGS }),
  });
  expect(space.status).toBe(201);
  const { id: spaceId, accessCode } = (await space.json()) as { id: string; accessCode: string };
  return { cookie, companyId, spaceId, accessCode };
}

async function accessLog(base: string, cookie: string, spaceId: string) {
  const res = await fetch(`${base}/api/shared-spaces/${spaceId}/access-logs`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { email: string; ipAddress: string | null }[];
}

const randomCode = () =>
  Array.from({ length: 24 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"[Math.floor(Math.random() * 56)]).join("");

async function stop(server: RunningServer | undefined) {
  if (!server) return;
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve).once("error", resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe("client addresses on the default config (TRUSTED_PROXY_HOPS unset: no proxy trusted)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(PORT + 1, { BODY_IDLE_TIMEOUT_MS: "1500", BODY_MIN_RATE_AFTER_MS: "3000", BODY_MIN_BYTES_PER_SECOND: "1024" });
  }, 120_000);
  afterAll(() => stop(server));

  it("logs the socket's address, whatever X-Forwarded-For / X-Real-IP the client sends", async () => {
    const { cookie, spaceId, accessCode } = await founderWithSpace(server.baseUrl);
    const visit = await fetch(`${server.baseUrl}/api/shared/${accessCode}?email=spoof%40fund.example`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7", forwarded: "for=8.8.8.8", "x-vercel-forwarded-for": "9.9.9.9" },
    });
    expect(visit.status).toBe(200);
    const [row] = await accessLog(server.baseUrl, cookie, spaceId);
    expect(row.ipAddress).toBe("127.0.0.1");
  });

  it(`throttles new visitor emails: ${NEW_EMAIL_LIMIT} per address per space per hour, rotating X-Forwarded-For does not help`, async () => {
    const { accessCode } = await founderWithSpace(server.baseUrl);
    const open = (email: string, n: number) =>
      fetch(`${server.baseUrl}/api/shared/${accessCode}?email=${encodeURIComponent(email)}`, { headers: { "x-forwarded-for": `203.0.113.${n}` } });
    for (let i = 0; i < NEW_EMAIL_LIMIT; i++) expect((await open(`made-up${i}@example.com`, i)).status).toBe(200);
    const refused = await open("one-more@example.com", 99);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many different emails/);
    expect((await open("made-up0@example.com", 100)).status).toBe(200);
  });

  it("takes the visitor's file token only from the cookie, never from ?token=", async () => {
    const { accessCode } = await founderWithSpace(server.baseUrl);
    const visit = await fetch(`${server.baseUrl}/api/shared/${accessCode}?email=files%40fund.example`);
    const { visitorToken } = (await visit.json()) as { visitorToken: string };
    const cookie = cookiesOf(visit).find((c) => c.startsWith("shared_visitor="))!;
    const unknownFile = `${server.baseUrl}/api/shared/${accessCode}/files/00000000-0000-4000-8000-000000000000`;
    // Past the token check a file the space does not share is a 404; before it, a 401.
    expect((await fetch(`${unknownFile}?token=${encodeURIComponent(visitorToken)}`)).status).toBe(401);
    expect((await fetch(unknownFile, { headers: { cookie } })).status).toBe(404);
  });

  it(`keeps counting wrong codes against the socket's address: ${FAILED_CODE_LIMIT} guesses with rotating X-Forwarded-For still hit 429`, async () => {
    for (let i = 0; i < FAILED_CODE_LIMIT; i++) {
      const res = await fetch(`${server.baseUrl}/api/shared/${randomCode()}?email=guess%40example.com`, {
        headers: { "x-forwarded-for": `198.18.${i}.${i + 1}`, "x-real-ip": `198.19.${i}.1` },
      });
      expect(res.status).toBe(404);
    }
    const blocked = await fetch(`${server.baseUrl}/api/shared/${randomCode()}?email=guess%40example.com`, {
      headers: { "x-forwarded-for": "198.18.200.200" },
    });
    expect(blocked.status).toBe(429);
  });

  function uploadsLeft(): string[] {
    try {
      return readdirSync(path.join(server.dataDir, "uploads"));
    } catch {
      return [];
    }
  }

  /** A signed-in multipart upload whose body stops (or trickles) after its first bytes; resolves when the server closes the socket. */
  function stalledUpload(
    cookie: string,
    companyId: string,
    trickle: { everyMs: number; bytes: number } | null,
  ): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const boundary = "----stalled-body-boundary";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
      const socket = net.connect(PORT + 1, "127.0.0.1");
      const started = Date.now();
      let answer = "";
      let timer: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error("the server held the stalled body for 60 s"));
      }, 60_000);
      socket.on("connect", () => {
        socket.write(
          `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1:${PORT + 1}\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n${head}`,
        );
        if (trickle) timer = setInterval(() => socket.write("x".repeat(trickle.bytes)), trickle.everyMs);
      });
      socket.on("data", (d) => (answer += d));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearTimeout(giveUp);
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
    });
  }

  it("cuts a request body that stalls past BODY_IDLE_TIMEOUT_MS, closing its socket and removing its temp file", async () => {
    const { cookie, companyId } = await founderWithSpace(server.baseUrl);
    const { answer } = await stalledUpload(cookie, companyId, null);
    // The socket was closed by the server, not answered after a full body.
    expect(answer).not.toMatch(/^HTTP\/1\.1 20\d/);
    // busboy errors out and the upload removes its temp file.
    for (let i = 0; i < 50 && uploadsLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(uploadsLeft()).toEqual([]);
    // The server is fine afterwards.
    expect((await fetch(`${server.baseUrl}/api/auth/user`)).status).toBe(401);
  });

  it("cuts a body that trickles below the minimum rate (a few bytes every 300 ms never stalls, but is too slow)", async () => {
    const { cookie, companyId } = await founderWithSpace(server.baseUrl);
    const { answer } = await stalledUpload(cookie, companyId, { everyMs: 300, bytes: 8 });
    expect(answer).not.toMatch(/^HTTP\/1\.1 20\d/);
    for (let i = 0; i < 50 && uploadsLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(uploadsLeft()).toEqual([]);
  });
});

describe("behind one proxy (TRUSTED_PROXY_HOPS=1), one password request at a time (AUTH_IN_FLIGHT=1)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(PORT + 2, { TRUSTED_PROXY_HOPS: "1", AUTH_IN_FLIGHT: "1" });
  }, 120_000);
  afterAll(() => stop(server));

  it("logs the entry the proxy appended, not what the client wrote before it", async () => {
    const { cookie, spaceId, accessCode } = await founderWithSpace(server.baseUrl);
    // What the proxy forwards: the client's own claim, then the address the proxy saw.
    const res = await fetch(`${server.baseUrl}/api/shared/${accessCode}?email=behind%40fund.example`, {
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.44" },
    });
    expect(res.status).toBe(200);
    const [row] = await accessLog(server.baseUrl, cookie, spaceId);
    expect(row.ipAddress).toBe("203.0.113.44");
  });

  it("closes the connection of a password request it refused (503) before reading its large body, instead of reading it all", async () => {
    // One sign-up whose body never finishes holds the only slot.
    const holder = net.connect(PORT + 2, "127.0.0.1");
    holder.on("error", () => undefined);
    await new Promise<void>((resolve) => holder.once("connect", () => resolve()));
    holder.write(
      `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${PORT + 2}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
    );
    await new Promise((r) => setTimeout(r, 300));
    try {
      const result = await postThenAsk(server.baseUrl, { path: "/api/auth/register", bodyBytes: 3 * 1024 * 1024, waitMs: 2_000 });
      expect(result.answers[0]).toBe("HTTP/1.1 503");
      expect(result.firstHead).toMatch(/^connection: close$/im);
      expect(result.closed).toBe(true);
    } finally {
      holder.destroy();
    }
  });

  it("answers password requests past AUTH_IN_FLIGHT with 503 and Retry-After at once, before Next works on them", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${server.baseUrl}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
          body: JSON.stringify({
            email: `gate-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
            password: "Gate-test passphrase 2026",
            firstName: "Gate",
          }),
        }),
      ),
    );
    const busy = attempts.filter((res) => res.status === 503);
    expect(attempts.some((res) => res.status === 201)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(((await res.json()) as { message: string }).message).toBe(AUTH_BUSY);
    }
  });
});
