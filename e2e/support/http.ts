// Plain-HTTP helpers for specs that talk to a server without a browser (fetch, any base URL).
import net from "node:net";
import { credentialsSignIn } from "../../tests/helpers/credentials-sign-in.mjs";

export { cookiesOf } from "../../tests/helpers/credentials-sign-in.mjs";

/** Registers a new user over HTTP and signs them in with credentials; returns the session cookie. */
export async function signUp(base: string, label: string): Promise<string> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = "Network-test passphrase 2026";
  const reg = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: label }),
  });
  expect(reg.status).toBe(201);
  const { session } = await credentialsSignIn(base, email, password);
  expect(session).toBeTruthy();
  return session!;
}

export interface EarlyAnswer {
  /** The status lines received on the socket, in order ("HTTP/1.1 413", ...). */
  answers: string[];
  /** The head of the first answer (status line and headers). */
  firstHead: string;
  /** Whether the server closed the socket within the wait. */
  closed: boolean;
}

/**
 * On one keep-alive socket: a POST with a large chunked body the server will refuse before
 * reading it, then a second request right behind it. Waits `waitMs` after both are queued for
 * the second answer or the server closing the socket (a hung connection gives neither).
 */
export function postThenAsk(
  base: string,
  { path, headers = {}, bodyBytes, waitMs }: { path: string; headers?: Record<string, string>; bodyBytes: number; waitMs: number },
): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(base);
  const host = hostname === "localhost" ? "127.0.0.1" : hostname;
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), host);
    let received = "";
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const answers = () => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: answers(), firstHead: received.split("\r\n\r\n")[0], closed });
    };
    socket.on("data", (d) => {
      received += d;
      if (answers().length >= 2) done();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closed = true;
      done();
    });
    socket.on("connect", () => {
      const head = Object.entries({ "Content-Type": "application/json", ...headers })
        .map(([key, value]) => `${key}: ${value}\r\n`)
        .join("");
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n${head}\r\n`);
      // A JSON string that never ends before the limit: {"name":"xxxx...
      const chunk = Buffer.alloc(64 * 1024, "x");
      socket.write(`9\r\n{"name":"\r\n`);
      for (let sent = 0; sent < bodyBytes; sent += chunk.length)
        socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]));
      socket.write(`2\r\n"}\r\n0\r\n\r\n`);
      socket.write(`GET /api/auth/user HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
      timer = setTimeout(done, waitMs);
    });
  });
}
