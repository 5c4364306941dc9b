import fc from "fast-check";
import { logoutToken } from "@/lib/auth/logout";
import { REMEMBER_COOKIE, signRememberedVisitor, VISITOR_COOKIE } from "@/lib/visitor/token";
import { anyJson, anyString, bodyFrom, dateLike, idFrom, mostly, opt, queryFrom, validEmail } from "./fuzz-arbitraries";
import { companyBody, progressBody, TEAM_FIELDS, teamBody, uploadForm } from "./fuzz-bodies";
import { addItemsBody, spaceCreateBody, spaceUpdateBody } from "./fuzz-sharing-bodies";
import { ACCOUNT_FUZZ_LABELS, ACCOUNT_FUZZ_SPECS } from "./fuzz-account-specs";
import { EMAIL_FUZZ_GROUP, EMAIL_FUZZ_SPECS } from "./fuzz-email-specs";
import { MEMBERS_FUZZ_GROUP, MEMBERS_FUZZ_SPECS } from "./fuzz-members-specs";
import { NOTIFY_FUZZ_GROUP, NOTIFY_FUZZ_SPECS } from "./fuzz-notify-specs";
import { fuzzRequest, type FuzzParts, type FuzzRequest, type Spec } from "./fuzz-world";
import { routeLabel, type RouteEntry } from "./routes";

/** This file's requests: from 10.a.b.1, with a fuzzed query unless the spec gives one. */
const request = (parts: FuzzParts): fc.Arbitrary<FuzzRequest> => fuzzRequest(1, { ...parts, query: parts.query ?? queryFrom(["q"]) });

// ---------------------------------------------------------------- the table: one spec per mutating route

const teamSpec =
  (kind: keyof typeof TEAM_FIELDS): Spec =>
  (w) =>
    request({
      params: fc.record({
        id: idFrom([w.actor.companyId], [w.other.companyId]),
        kind: fc.oneof({ weight: 8, arbitrary: fc.constant(kind) }, { weight: 1, arbitrary: anyString }),
      }),
      body: teamBody(w, kind),
    });

export const FUZZ_SPECS: Record<string, Spec> = {
  "POST /api/auth/register": () =>
    request({
      body: bodyFrom(
        fc.record(
          {
            email: mostly(validEmail),
            password: mostly(fc.string({ minLength: 0, maxLength: 24 })),
            firstName: mostly(fc.string({ maxLength: 20 })),
            lastName: mostly(fc.string({ maxLength: 20 })),
            passwordHash: opt(anyString),
          },
          { requiredKeys: [] },
        ),
      ),
    }),
  "GET /api/logout": () =>
    request({
      query: queryFrom(["callbackUrl"]),
      cookie: fc.oneof(
        fc.constant("fresh"),
        anyString.map((v) => `next-auth.session-token=${encodeURIComponent(v.toWellFormed())}`),
        fc.constant(""),
      ),
    }),
  // Signed out, the confirm form's valid token is logoutToken(null): some runs reach the sign-out.
  "POST /api/logout": () =>
    request({
      form: fc
        .oneof(
          fc.constant(null).map(() => logoutToken(null)),
          anyString.map((v) => v.toWellFormed()),
        )
        .map((token) => {
          const form = new FormData();
          form.set("token", token);
          return form;
        }),
      cookie: fc.oneof(fc.constant("fresh"), fc.constant("")),
    }),
  // Mostly a new user without a company (so valid bodies get through to the insert), sometimes the actor (409).
  "POST /api/company": (w) =>
    request({
      body: companyBody(w),
      cookie: fc.oneof({ weight: 1, arbitrary: fc.constant("new-user") }, { weight: 2, arbitrary: fc.constant(undefined) }),
    }),
  "PUT /api/company/[id]": (w) => request({ params: fc.record({ id: idFrom([w.actor.companyId], [w.other.companyId]) }), body: companyBody(w) }),
  "PUT /api/company/[id]/[kind] (founders)": teamSpec("founders"),
  "PUT /api/company/[id]/[kind] (employees)": teamSpec("employees"),
  "PUT /api/company/[id]/[kind] (advisors)": teamSpec("advisors"),
  "PUT /api/company/[id]/[kind] (investors)": teamSpec("investors"),
  "POST /api/progress": (w) => request({ body: progressBody(w) }),
  "PATCH /api/progress/[taskId]/assignment": (w) =>
    request({
      params: fc.record({ taskId: idFrom(w.tasks.map((t) => t.id)) }),
      body: bodyFrom(
        fc.record({
          companyId: idFrom([w.actor.companyId], [w.other.companyId]),
          assigneeId: fc.oneof(fc.constant(null), idFrom([w.actor.user.id], [w.other.user.id])),
          dueOn: fc.oneof(fc.constant(null), dateLike),
        }),
      ),
    }),
  "POST /api/progress/[taskId]/versions/[versionId]/restore": (w) =>
    request({
      params: fc.record({ taskId: idFrom(w.tasks.map((t) => t.id)), versionId: idFrom([w.actor.versionId], [w.other.versionId]) }),
      body: bodyFrom(fc.record({ companyId: idFrom([w.actor.companyId], [w.other.companyId]) })),
    }),
  "POST /api/shared-spaces": (w) => request({ body: spaceCreateBody(w) }),
  "POST /api/shared-spaces/preview": (w) => request({ body: spaceCreateBody(w) }),
  "PATCH /api/shared-spaces/[id]": (w) =>
    request({ params: fc.record({ id: idFrom([w.actor.spaceId], [w.other.spaceId]) }), body: spaceUpdateBody(w) }),
  "POST /api/shared-spaces/[id]/items": (w) =>
    request({ params: fc.record({ id: idFrom([w.actor.spaceId], [w.other.spaceId]) }), body: addItemsBody(w) }),
  "DELETE /api/shared-spaces/[id]": (w) =>
    request({ params: fc.record({ id: idFrom([w.actor.spaceId], [w.other.spaceId]) }), body: bodyFrom(anyJson) }),
  "GET /api/shared/[accessCode]": (w) =>
    request({
      params: fc.record({ accessCode: idFrom([w.actor.accessCode], [w.other.accessCode]) }),
      query: fc
        .tuple(queryFrom(["email", "token"]), mostly(validEmail))
        .map(([q, email]) => ({ ...q, ...(typeof email === "string" ? { email } : {}) })),
    }),
  // The visitor gate: the visit with answers, a code request, "Revoke now".
  "POST /api/shared/[accessCode]": (w) =>
    request({
      params: fc.record({ accessCode: idFrom([w.actor.accessCode], [w.other.accessCode]) }),
      body: bodyFrom(
        fc.record(
          { email: mostly(validEmail), code: fc.oneof(fc.constant("123456"), fc.string()), agree: fc.oneof(fc.boolean(), anyJson) },
          { requiredKeys: [] },
        ),
      ),
    }),
  "POST /api/shared/[accessCode]/verification": (w) =>
    request({
      params: fc.record({ accessCode: idFrom([w.actor.gatedAccessCode, w.actor.accessCode], [w.other.gatedAccessCode]) }),
      body: bodyFrom(fc.record({ email: mostly(validEmail) }, { requiredKeys: [] })),
    }),
  // A returning visitor's browser: no cookie, a made-up one, or one signed for the actor's space.
  "POST /api/shared/[accessCode]/returning": (w) =>
    request({
      params: fc.record({ accessCode: idFrom([w.actor.accessCode, w.actor.gatedAccessCode], [w.other.accessCode]) }),
      cookie: fc.oneof(
        fc.constant(""),
        fc.string().map((value) => `${REMEMBER_COOKIE}=${encodeURIComponent(value)}`),
        // Signed for the actor's own open space and visitor: the write path (a logged visit).
        fc.constant(`${REMEMBER_COOKIE}=${signRememberedVisitor({ id: w.actor.spaceId, agreementText: null }, w.actor.visitorEmail, new Date())}`),
      ),
    }),
  // Space analytics: the actor's visitor cookie, page times for its own, the other's and made-up files.
  "POST /api/shared/[accessCode]/beacons": (w) =>
    request({
      params: fc.record({ accessCode: idFrom([w.actor.accessCode], [w.other.accessCode]) }),
      cookie: fc.constant(`${VISITOR_COOKIE}=${w.actor.visitorToken}`),
      body: bodyFrom(
        fc.record(
          {
            events: mostly(
              fc.array(
                fc.record(
                  { fileId: idFrom([w.actor.fileId], [w.other.fileId]), page: mostly(fc.integer({ min: -1, max: 20_000 })), ms: mostly(fc.double()) },
                  { requiredKeys: [] },
                ),
                { maxLength: 60 },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    }),
  "POST /api/shared-spaces/[id]/revoke": (w) =>
    request({ params: fc.record({ id: idFrom([w.actor.spaceId], [w.other.spaceId]) }), body: bodyFrom(anyJson) }),
  "POST /api/files": (w) => request({ form: uploadForm(w) }),
  // Direct uploads: the declaration, the bytes (the actor's upload was signed for the 9 JSON bytes `"planted"`), the completion.
  "POST /api/files/uploads": (w) =>
    request({
      body: bodyFrom(
        fc.record({
          companyId: idFrom([w.actor.companyId], [w.other.companyId]),
          fileName: fc.oneof(fc.constantFrom("deck.pdf", "notes.txt", "../../x.html"), fc.string()),
          size: fc.oneof(fc.integer({ min: -1, max: 26 * 1024 * 1024 }), fc.constant(9)),
          contentType: fc.oneof(fc.constantFrom("application/pdf", "text/plain", ""), fc.string()),
        }),
      ),
    }),
  "PUT /api/files/uploads/[id]": (w) =>
    request({
      params: fc.record({ id: idFrom([w.actor.uploadId], [w.other.uploadId]) }),
      body: fc.oneof(
        { weight: 3, arbitrary: fc.constant({ kind: "json" as const, value: "planted" }) },
        { weight: 1, arbitrary: bodyFrom(fc.string()) },
      ),
    }),
  "POST /api/files/uploads/[id]/complete": (w) => request({ params: fc.record({ id: idFrom([w.actor.uploadId], [w.other.uploadId]) }) }),
  "POST /api/company/[id]/removed-documents/[removedId]/restore": (w) =>
    request({
      params: fc.record({ id: idFrom([w.actor.companyId], [w.other.companyId]), removedId: idFrom([w.actor.removedId], [w.other.removedId]) }),
    }),
  ...EMAIL_FUZZ_SPECS,
  ...ACCOUNT_FUZZ_SPECS,
  ...MEMBERS_FUZZ_SPECS,
  ...NOTIFY_FUZZ_SPECS,
};

export function fuzzSpecFor(entry: RouteEntry): Spec | undefined {
  return FUZZ_SPECS[routeLabel(entry)];
}

/** Which fuzz-*.test.ts file runs which spec (route-table.test.ts checks every mutating route is in one). */
export const FUZZ_GROUPS = {
  workspace: [
    "POST /api/auth/register",
    "GET /api/logout",
    "POST /api/logout",
    "POST /api/company",
    "PUT /api/company/[id]",
    "PUT /api/company/[id]/[kind] (founders)",
    "PUT /api/company/[id]/[kind] (employees)",
    "PUT /api/company/[id]/[kind] (advisors)",
    "PUT /api/company/[id]/[kind] (investors)",
    // Here rather than with POST /api/files: that fuzz spends the company's upload rate limit.
    "POST /api/files/uploads",
    "PUT /api/files/uploads/[id]",
    "POST /api/files/uploads/[id]/complete",
  ],
  progress: [
    "POST /api/progress",
    "POST /api/files",
    "POST /api/company/[id]/removed-documents/[removedId]/restore",
    "PATCH /api/progress/[taskId]/assignment",
    "POST /api/progress/[taskId]/versions/[versionId]/restore",
  ],
  email: EMAIL_FUZZ_GROUP,
  account: ACCOUNT_FUZZ_LABELS,
  members: MEMBERS_FUZZ_GROUP,
  notify: NOTIFY_FUZZ_GROUP,
  sharing: [
    "POST /api/shared-spaces",
    "POST /api/shared-spaces/preview",
    "PATCH /api/shared-spaces/[id]",
    "POST /api/shared-spaces/[id]/items",
    "GET /api/shared/[accessCode]",
    "POST /api/shared/[accessCode]",
    "POST /api/shared/[accessCode]/verification",
    "POST /api/shared/[accessCode]/returning",
    "POST /api/shared/[accessCode]/beacons",
    // Revoking the actor's space, then deleting it, go last.
    "POST /api/shared-spaces/[id]/revoke",
    "DELETE /api/shared-spaces/[id]",
  ],
} as const;
