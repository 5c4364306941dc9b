import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { ROLES } from "@/lib/team/rules/roles";
import { anyJson, anyString, bodyFrom, idFrom, mostly, validEmail } from "./fuzz-arbitraries";
import { fuzzRequest, type FuzzParts, type FuzzWorld, type Spec } from "./fuzz-world";

/** This file's requests: from 10.a.b.3, no query. */
const request = (parts: FuzzParts) => fuzzRequest(3, parts);

const role = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("editor", "viewer") },
  { weight: 1, arbitrary: fc.constantFrom(...ROLES) },
  { weight: 1, arbitrary: anyString },
);
const company = (w: FuzzWorld) => idFrom([w.actor.companyId], [w.other.companyId]);

/**
 * The member routes (tests/security/fuzz-members.test.ts), listed in FUZZ_GROUPS in the
 * order they run: removal and the ownership transfer last, so the routes before them still have
 * a member to act on and an owner acting.
 */
export const MEMBERS_FUZZ_SPECS: Record<string, Spec> = {
  "PUT /api/memberships/current": (w) => request({ body: bodyFrom(fc.record({ companyId: mostly(company(w)) }, { requiredKeys: [] })) }),
  "PATCH /api/company/[id]/members/[userId]": (w) =>
    request({
      params: fc.record({ id: company(w), userId: idFrom([w.actor.memberId], [w.actor.user.id, w.other.memberId]) }),
      body: bodyFrom(fc.record({ role }, { requiredKeys: [] })),
    }),
  "POST /api/company/[id]/invitations": (w) =>
    request({ params: fc.record({ id: company(w) }), body: bodyFrom(fc.record({ email: mostly(validEmail), role }, { requiredKeys: [] })) }),
  "POST /api/company/[id]/invitations/[invitationId]/resend": (w) =>
    request({ params: fc.record({ id: company(w), invitationId: idFrom([w.actor.invitationId], [w.other.invitationId]) }), body: bodyFrom(anyJson) }),
  // "new-invitee:<token>": a new user holding an open invitation with that token (cookieFor); sometimes the token is a guess.
  "POST /api/invitations/[token]": () =>
    fc.constant(null).chain(() => {
      const token = randomBytes(32).toString("base64url");
      return request({
        params: fc.record({
          token: fc.oneof({ weight: 4, arbitrary: fc.constant(token) }, { weight: 1, arbitrary: anyString.filter((s) => s.length > 0) }),
        }),
        cookie: fc.oneof({ weight: 4, arbitrary: fc.constant(`new-invitee:${token}`) }, { weight: 1, arbitrary: fc.constant(undefined) }),
      });
    }),
  "DELETE /api/company/[id]/invitations/[invitationId]": (w) =>
    request({ params: fc.record({ id: company(w), invitationId: idFrom([w.actor.invitationId], [w.other.invitationId]) }) }),
  "DELETE /api/company/[id]/members/[userId]": (w) =>
    request({ params: fc.record({ id: company(w), userId: idFrom([w.actor.memberId], [w.actor.user.id, w.other.memberId]) }) }),
  "POST /api/company/[id]/transfer": (w) =>
    request({
      params: fc.record({ id: company(w) }),
      body: bodyFrom(fc.record({ userId: mostly(idFrom([w.actor.heirId], [w.actor.user.id, w.other.heirId])) }, { requiredKeys: [] })),
    }),
};

export const MEMBERS_FUZZ_GROUP = Object.keys(MEMBERS_FUZZ_SPECS);
