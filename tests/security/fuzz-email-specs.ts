import fc from "fast-check";
import { getDb } from "@/lib/db";
import { issueToken } from "@/lib/account/tokens";
import { createTestUser } from "@/tests/helpers/auth";
import { anyJson, anyString, bodyFrom, forbiddenExtras, mostly, validEmail } from "./fuzz-arbitraries";
import { fuzzRequest, type FuzzParts, type FuzzWorld, type Spec } from "./fuzz-world";

/**
 * The email flows' routes. Real link tokens (issued by fillTokenPools before the runs) are mixed with
 * made-up ones, so some runs get through to the write: a reset, a verification.
 */
const pools = { reset: [] as string[], verify: [] as string[] };

export async function fillTokenPools(size = 8): Promise<void> {
  const db = await getDb();
  for (let i = 0; i < size; i++) {
    const user = await createTestUser();
    pools.reset.push(await issueToken(db, { userId: user.id, purpose: "reset-password", email: user.email }));
    pools.verify.push(await issueToken(db, { userId: user.id, purpose: "verify-email", email: user.email }));
  }
}

const fromPool = (pool: string[]) => fc.nat({ max: 1000 }).map((i) => pool[i % Math.max(1, pool.length)] ?? "empty-pool");
const token = (pool: string[]) => fc.oneof(fromPool(pool), anyString, fc.string({ minLength: 40, maxLength: 50 }));
const password = fc.oneof(fc.constantFrom("a much better passphrase 42", "another fine passphrase 7"), fc.string({ maxLength: 30 }));
/** This file's requests: from 10.a.b.1, a body and a query (none unless given). */
const request = (parts: FuzzParts) => fuzzRequest(1, parts);

/** The fields, some missing, plus keys a client must never set (ids of both tenants). */
const withExtras = (w: FuzzWorld, fields: Record<string, fc.Arbitrary<unknown>>) =>
  bodyFrom(
    fc
      .tuple(fc.record(fields, { requiredKeys: [] }), forbiddenExtras([w.actor.user.id, w.other.user.id]))
      .map(([body, extra]) => ({ ...body, ...extra })),
  );

export const EMAIL_FUZZ_SPECS: Record<string, Spec> = {
  "POST /api/auth/forgot-password": (w) => request({ body: withExtras(w, { email: mostly(fc.oneof(validEmail, fc.constant(w.actor.user.email))) }) }),
  "POST /api/auth/reset-password": (w) => request({ body: withExtras(w, { token: mostly(token(pools.reset)), password: mostly(password) }) }),
  "POST /api/auth/verify-email": (w) => request({ body: withExtras(w, { token: mostly(token(pools.verify)) }) }),
  "POST /api/auth/verify-email/resend": () => request({ body: bodyFrom(anyJson) }),
  // The route allows 5 asks an hour per account, counted before the body is read: the actor's budget is
  // spent within a few runs, so half the runs come from a new account (same password) that has its own.
  "POST /api/account/email": (w) =>
    request({
      cookie: fc.oneof(fc.constant(undefined), fc.constant("new-user")),
      body: withExtras(w, {
        email: mostly(validEmail),
        password: fc.oneof({ weight: 6, arbitrary: fc.constant(w.actor.user.password) }, { weight: 1, arbitrary: anyString }),
      }),
    }),
  "DELETE /api/account/email": () => request({ body: bodyFrom(anyJson) }),
};

export const EMAIL_FUZZ_GROUP = Object.keys(EMAIL_FUZZ_SPECS);
