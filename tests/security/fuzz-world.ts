import fc from "fast-check";
import { sealSecret } from "@/lib/auth/two-factor-crypto";
import { getDb } from "@/lib/db";
import { parseDocumentLines } from "@/lib/progress/rules";
import { hashToken } from "@/lib/auth/link-token";
import { createTestUser, sessionCookieFor } from "@/tests/helpers/auth";
import type { FuzzBody } from "./fuzz-arbitraries";
import type { Tenant } from "./fixtures";

/**
 * What every fuzz spec file shares: the request a run sends, the world it is built from (two
 * tenants and some tasks), the request builder and the cookie a request's "cookie" stands for.
 * The specs are in fuzz-specs.ts (and fuzz-*-specs.ts per area), the runs in fuzz-runner.ts.
 */

/** What one fuzz run sends to a route. */
export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: FuzzBody;
  form?: FormData;
  /**
   * Overrides the actor's cookie: "fresh" = a new session of the actor (logout may end it),
   * "new-user" = a new user with no company, "" = none.
   */
  cookie?: string;
  ip: string;
}

export interface FuzzWorld {
  actor: Tenant;
  other: Tenant;
  /** Every user this file created (tenants, fuzzed sign-ups): the rows the invariants check. */
  userIds: Set<string>;
  tasks: { id: string; phaseId: string; category: string | null; docs: number }[];
}

export async function loadWorld(actor: Tenant, other: Tenant): Promise<FuzzWorld> {
  const db = await getDb();
  const rows = await db.task.findMany({
    select: { id: true, phaseId: true, category: true, description: true },
    orderBy: { order: "asc" },
    take: 40,
  });
  const own = await db.task.findUniqueOrThrow({
    where: { id: actor.taskId },
    select: { id: true, phaseId: true, category: true, description: true },
  });
  const tasks = [own, ...rows.filter((r) => r.id !== own.id)].map((t) => ({
    id: t.id,
    phaseId: t.phaseId,
    category: t.category,
    docs: parseDocumentLines(t.description).length,
  }));
  return { actor, other, tasks, userIds: new Set([actor.user.id, other.user.id]) };
}

/** One mutating route's requests, drawn from the world. */
export type Spec = (world: FuzzWorld) => fc.Arbitrary<FuzzRequest>;

/** The parts of a request a spec chooses; the rest is left out (see fuzzRequest). */
export interface FuzzParts {
  params?: fc.Arbitrary<Record<string, string>>;
  query?: fc.Arbitrary<Record<string, string>>;
  body?: fc.Arbitrary<unknown>;
  form?: fc.Arbitrary<FormData>;
  cookie?: fc.Arbitrary<string | undefined>;
}

/**
 * A request from its parts (none: no params, no query, no body, the actor's cookie), from the
 * client address 10.a.b.<host>: each spec file draws from its own host number, so the rate
 * limits of one file's routes never meet another's.
 */
export function fuzzRequest(host: number, parts: FuzzParts): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: parts.params ?? fc.constant({}),
    query: parts.query ?? fc.constant({}),
    body: parts.body ?? fc.constant(undefined),
    form: parts.form ?? fc.constant(undefined),
    cookie: parts.cookie ?? fc.constant(undefined),
    ip: fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 })).map(([a, b]) => `10.${a}.${b}.${host}`),
  }) as fc.Arbitrary<FuzzRequest>;
}

export async function cookieFor(world: FuzzWorld, cookie: FuzzRequest["cookie"]): Promise<string | undefined> {
  if (cookie === "fresh") return sessionCookieFor(world.actor.user.id);
  if (cookie === "new-user") {
    const user = await createTestUser();
    world.userIds.add(user.id);
    return user.cookie;
  }
  // Account routes (fuzz-account-specs.ts): a new user with a chosen email, or with a two-factor enrolment waiting on a secret.
  if (cookie?.startsWith("new-user:") || cookie?.startsWith("new-user-enrolling:")) {
    const [kind, value] = [cookie.slice(0, cookie.indexOf(":")), cookie.slice(cookie.indexOf(":") + 1)];
    const user = await createTestUser(kind === "new-user" ? { email: value } : {});
    if (kind === "new-user-enrolling") await (await getDb()).user.update({ where: { id: user.id }, data: { twoFactorSecret: sealSecret(value) } });
    world.userIds.add(user.id);
    return user.cookie;
  }
  // Member routes (fuzz-members-specs.ts): a new user with an open invitation to the actor's company under this token.
  if (cookie?.startsWith("new-invitee:")) {
    const user = await createTestUser();
    world.userIds.add(user.id);
    const token = cookie.slice("new-invitee:".length);
    await (
      await getDb()
    ).companyInvitation.create({
      data: {
        companyId: world.actor.companyId,
        email: user.email,
        role: "editor",
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    return user.cookie;
  }
  if (cookie === "") return undefined;
  return cookie ?? world.actor.user.cookie;
}
