/**
 * What the session's decoded-JWT map (lib/account/session.ts) saves per request: next-auth's `decode`
 * (HKDF + AES-GCM) of one session token against a Map lookup of the same token, in µs per call,
 * best of 3 alternating rounds. Read it against a request's CPU (bench/ab.ts prints CPU per request):
 * the map can make an endpoint at most cpu / (cpu - saved) faster.
 * Alone: `npx tsx bench/jwt-decode.ts`.
 */
import { randomBytes } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";

async function main() {
  const secret = randomBytes(32).toString("base64url");
  const token = await encode({ token: { sid: randomBytes(32).toString("base64url"), sub: "user" }, secret, maxAge: 3600 });
  const map = new Map<string, { secret: string; claims: JWT }>();
  map.set(token, { secret, claims: (await decode({ token, secret }))! });
  const ways: Record<string, () => Promise<unknown>> = {
    decode: () => decode({ token, secret }),
    "map lookup": async () => map.get(token)?.claims,
  };
  const best: Record<string, number> = {};
  for (let round = 0; round < 3; round++) {
    for (const [name, run] of round % 2 ? Object.entries(ways).reverse() : Object.entries(ways)) {
      const n = 3000;
      const start = process.hrtime.bigint();
      for (let i = 0; i < n; i++) await run();
      const us = Number(process.hrtime.bigint() - start) / 1000 / n;
      best[name] = Math.min(best[name] ?? Infinity, Math.round(us * 10) / 10);
    }
  }
  console.log("µs per call, best of 3 alternating rounds of 3000:", best);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
