// The flood's senders for bench/flood.ts, in a process of their own: they stand in for attackers on
// other machines, so their own event loop and CPU are not the signed-in founder's (whose requests
// the parent times). Lowered to nice 19 (the lowest): on one 2-core box, senders at full priority take CPU the
// server would have to itself in production. Talks to the parent over IPC: { round } in, statuses out.
import { randomBytes } from "node:crypto";
import { setPriority } from "node:os";

const FLOOD_SIZE = 32;
const { base, founderEmail } = JSON.parse(process.argv[2]);
try {
  setPriority(19);
} catch {
  // Not permitted here: the senders keep the default priority.
}

async function csrfTokens() {
  return Promise.all(
    Array.from({ length: FLOOD_SIZE }, async () => {
      const res = await fetch(`${base}/api/auth/csrf`);
      const { csrfToken } = await res.json();
      return {
        csrfToken,
        jar: res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      };
    }),
  );
}

async function wave(round, csrf) {
  const statuses = {};
  const count = (label) => (statuses[label] = (statuses[label] ?? 0) + 1);
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: FLOOD_SIZE }, (_, i) =>
      fetch(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.201.${round}.${i + 1}` },
        body: JSON.stringify({
          email: `flood-${round}-${i}-${randomBytes(3).toString("hex")}@example.com`,
          password: "tangerine viaduct orbit 1987",
        }),
      }).then(async (res) => {
        await res.arrayBuffer();
        count(`register ${res.status}`);
      }),
    ),
    ...csrf.map(({ csrfToken, jar }, i) =>
      fetch(`${base}/api/auth/callback/credentials`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar, origin: base, "x-forwarded-for": `10.202.${round}.${i + 1}` },
        body: new URLSearchParams({ csrfToken, email: founderEmail, password: `wrong ${round}-${i}`, json: "true" }).toString(),
      }).then(async (res) => {
        await res.arrayBuffer();
        count(`sign-in ${res.status}`);
      }),
    ),
  ]);
  return { statuses, ms: performance.now() - started };
}

let csrf = null;
process.on("message", async ({ op, round }) => {
  try {
    // CSRF tokens first (cheap), so the flood itself is 64 password hashes' worth of requests.
    if (op === "prepare") {
      csrf = await csrfTokens();
      process.send({ ok: true });
    } else if (op === "flood") {
      process.send({ ok: true, ...(await wave(round, csrf)) });
    } else process.exit(0);
  } catch (error) {
    process.send({ ok: false, error: String(error) });
  }
});
process.send({ ok: true, ready: true });
