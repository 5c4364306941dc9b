import fc from "fast-check";
import { PRIORITIES } from "@/lib/checklist/types";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/domain/documents";
import { EXPIRATION_PERIODS } from "@/lib/domain/expiry";
import { ITEM_TYPES } from "@/lib/domain/items";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { createTestUser, sessionCookieFor } from "@/tests/helpers/auth";
import { PDF_BYTES } from "@/tests/helpers/files";
import type { Tenant } from "./fixtures";
import {
  anyJson,
  anyString,
  bodyFrom,
  dateLike,
  decimalLike,
  forbiddenExtras,
  idFrom,
  mostly,
  queryFrom,
  urlLike,
  validDate,
  validDecimal,
  validEmail,
  validUrl,
  type FuzzBody,
} from "./fuzz-arbitraries";
import { logoutToken } from "@/lib/auth/logout";
import { routeLabel, type RouteEntry } from "./routes";
import { EMAIL_FUZZ_GROUP, EMAIL_FUZZ_SPECS } from "./fuzz-email-specs";
import { ACCOUNT_FUZZ_LABELS, ACCOUNT_FUZZ_SPECS } from "./fuzz-account-specs";
import { MEMBERS_FUZZ_GROUP, MEMBERS_FUZZ_SPECS } from "./fuzz-members-specs";
import { NOTIFY_FUZZ_GROUP, NOTIFY_FUZZ_SPECS } from "./fuzz-notify-specs";
import { hashToken } from "@/lib/email/tokens";
import { sealSecret } from "@/lib/auth/two-factor-crypto";

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

const ip = fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 })).map(([a, b]) => `10.${a}.${b}.1`);

function request(parts: {
  params?: fc.Arbitrary<Record<string, string>>;
  query?: fc.Arbitrary<Record<string, string>>;
  body?: fc.Arbitrary<FuzzBody>;
  form?: fc.Arbitrary<FormData>;
  cookie?: fc.Arbitrary<string | undefined>;
}) {
  return fc.record({
    params: parts.params ?? fc.constant({}),
    query: parts.query ?? queryFrom(["q"]),
    body: parts.body ?? fc.constant(undefined),
    form: parts.form ?? fc.constant(undefined),
    cookie: parts.cookie ?? fc.constant(undefined),
    ip,
  }) as fc.Arbitrary<FuzzRequest>;
}

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });

// ---------------------------------------------------------------- company and team

function companyFields(world: FuzzWorld) {
  return fc
    .tuple(
      fc.record(
        {
          name: mostly(fc.string({ minLength: 1, maxLength: 60 })),
          description: mostly(fc.oneof(fc.lorem({ maxCount: 8 }), fc.constant(null))),
          logoUrl: mostly(validUrl),
          industry: mostly(fc.string({ maxLength: 40 })),
          stage: mostly(fc.constantFrom("idea", "pre-seed", "seed", "series-a", "series-b", "series-c", "growth")),
          foundedDate: fc.oneof(mostly(validDate), dateLike),
          employeeCount: fc.oneof(
            { weight: 4, arbitrary: mostly(fc.nat({ max: 10_000_000 })) },
            { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -5, max: 20_000_000 }), fc.nat().map(String)) },
          ),
          monthlyRevenue: fc.oneof({ weight: 4, arbitrary: mostly(validDecimal(12, 2)) }, { weight: 1, arbitrary: decimalLike }),
          previousFunding: fc.oneof({ weight: 4, arbitrary: mostly(validDecimal(12, 2)) }, { weight: 1, arbitrary: decimalLike }),
          targetFunding: fc.oneof({ weight: 4, arbitrary: mostly(validDecimal(12, 2)) }, { weight: 1, arbitrary: decimalLike }),
        },
        { requiredKeys: [] },
      ),
      opt(forbiddenExtras([world.other.user.id, world.other.companyId, world.actor.companyId])),
    )
    .map(([fields, extras]) => ({ ...fields, ...extras }));
}

function companyBody(world: FuzzWorld) {
  return bodyFrom(
    fc.oneof(
      companyFields(world),
      fc.tuple(companyFields(world), opt(fc.array(anyJson, { maxLength: 2 }))).map(([company, founders]) => ({ company, founders })),
    ),
  );
}

const TEAM_FIELDS = {
  founders: { equityPercentage: fc.oneof(validDecimal(5, 2, 100), decimalLike) },
  employees: { department: fc.string({ maxLength: 30 }), joinDate: fc.oneof(validDate, dateLike) },
  advisors: { company: fc.string({ maxLength: 30 }), expertise: fc.lorem({ maxCount: 5 }), advisorySince: fc.oneof(validDate, dateLike) },
  investors: {
    firm: fc.string({ maxLength: 30 }),
    investmentAmount: fc.oneof(validDecimal(15, 2), decimalLike),
    investmentRound: fc.string({ maxLength: 20 }),
    equityPercentage: fc.oneof(validDecimal(5, 2, 100), decimalLike),
    investmentDate: fc.oneof(validDate, dateLike),
    leadInvestor: fc.boolean(),
  },
} as const;

function teamEntry(world: FuzzWorld, kind: keyof typeof TEAM_FIELDS) {
  const specific = Object.fromEntries(Object.entries(TEAM_FIELDS[kind]).map(([k, arb]) => [k, mostly(arb as fc.Arbitrary<unknown>)]));
  return fc
    .tuple(
      fc.record(
        {
          id: mostly(fc.uuid(), 1),
          name: mostly(fc.string({ minLength: 1, maxLength: 40 })),
          title: mostly(fc.string({ maxLength: 30 })),
          email: mostly(fc.emailAddress()),
          linkedinUrl: mostly(fc.oneof(validUrl, urlLike)),
          ...specific,
        },
        { requiredKeys: ["name"] },
      ),
      opt(forbiddenExtras([world.other.companyId])),
    )
    .map(([entry, extras]) => ({ ...entry, ...extras }));
}

function teamBody(world: FuzzWorld, kind: keyof typeof TEAM_FIELDS) {
  return bodyFrom(
    fc.oneof(
      { weight: 5, arbitrary: fc.array(teamEntry(world, kind), { maxLength: 4 }).map((list) => ({ [kind]: list })) },
      {
        weight: 1,
        arbitrary: fc.array(teamEntry(world, kind), { maxLength: 2 }).map((list) => ({ [kind === "founders" ? "investors" : "founders"]: list })),
      },
      { weight: 1, arbitrary: fc.array(teamEntry(world, kind), { maxLength: 2 }) },
    ),
  );
}

// ---------------------------------------------------------------- progress

function documentsMap(world: FuzzWorld, taskId: fc.Arbitrary<string>) {
  const fileUrl = fc.oneof(
    { weight: 3, arbitrary: fc.constant(`/api/files/${world.actor.fileId}`) },
    { weight: 1, arbitrary: fc.constant(`/api/files/${world.other.fileId}`) },
    { weight: 1, arbitrary: fc.uuid().map((id) => `/api/files/${id}`) },
    { weight: 2, arbitrary: fc.oneof(validUrl, urlLike) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return taskId.chain((task) =>
    fc.dictionary(
      fc.oneof({ weight: 5, arbitrary: fc.nat({ max: 6 }).map((n) => documentKey(task, n)) }, { weight: 1, arbitrary: anyString }),
      fc.record(
        {
          id: mostly(fc.nat({ max: 6 }).map((n) => documentKey(task, n))),
          name: mostly(fc.string({ maxLength: 40 })),
          completed: mostly(fc.boolean()),
          fileUrl: mostly(fileUrl),
          fileName: mostly(fc.constantFrom("deck.pdf", "Link attached", "Marked as optional")),
          uploadedAt: mostly(fc.date({ noInvalidDate: true, min: new Date("2000-01-01"), max: new Date("2100-01-01") }).map((d) => d.toISOString())),
          optional: mostly(fc.boolean()),
        },
        { requiredKeys: ["id", "name", "completed"] },
      ),
      { maxKeys: 4 },
    ),
  );
}

function progressBody(world: FuzzWorld) {
  const taskId = fc.oneof(
    { weight: 6, arbitrary: fc.constant(world.actor.taskId) },
    { weight: 2, arbitrary: fc.constantFrom(...world.tasks.map((t) => t.id)) },
    { weight: 1, arbitrary: fc.uuid() },
  );
  return bodyFrom(
    fc
      .tuple(taskId, fc.nat())
      .chain(([task]) =>
        fc.tuple(
          fc.record(
            {
              companyId: idFrom([world.actor.companyId], [world.other.companyId]),
              taskId: mostly(fc.constant(task), 8),
              completed: mostly(fc.boolean()),
              priority: mostly(fc.constantFrom(...PRIORITIES)),
              notes: mostly(fc.oneof(fc.lorem({ maxCount: 20 }), fc.constant(null), fc.constant("x".repeat(10_001)))),
              documents: mostly(fc.oneof(documentsMap(world, fc.constant(task)), fc.constant(null))),
              isOptional: mostly(fc.boolean()),
            },
            { requiredKeys: ["companyId", "taskId"] },
          ),
          opt(forbiddenExtras([world.other.companyId])),
        ),
      )
      .map(([body, extras]) => ({ ...body, ...extras })),
  );
}

// ---------------------------------------------------------------- sharing

function shareItem(world: FuzzWorld) {
  const task = fc.constantFrom(...world.tasks);
  return task.chain((t) =>
    fc.oneof(
      fc.record(
        {
          itemType: fc.constant("task"),
          itemId: mostly(fc.constant(t.id)),
          taskId: opt(mostly(fc.constant(t.id))),
          phaseId: opt(mostly(fc.constant(t.phaseId))),
        },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        {
          itemType: fc.constant("document"),
          itemId: mostly(fc.nat({ max: 6 }).map((n) => documentKey(t.id, n))),
          taskId: opt(mostly(fc.constant(t.id))),
        },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        { itemType: fc.constant("phase"), itemId: mostly(fc.constant(t.phaseId)), phaseId: opt(fc.constant(t.phaseId)) },
        { requiredKeys: ["itemType", "itemId"] },
      ),
      fc.record(
        { itemType: fc.constant("category"), phaseId: mostly(fc.constant(t.phaseId), 6), category: mostly(fc.constant(t.category ?? "General")) },
        { requiredKeys: ["itemType", "phaseId", "category"] },
      ),
      fc.record(
        {
          itemType: mostly(fc.constantFrom(...ITEM_TYPES)),
          itemId: anyString,
          taskTitle: anyString,
          label: anyString,
          category: anyString,
          documentUrl: mostly(urlLike),
          itemData: fc.dictionary(anyString, anyJson, { maxKeys: 3 }),
        },
        { requiredKeys: [] },
      ),
    ),
  );
}

function spaceCreateBody(world: FuzzWorld) {
  const soon = fc.integer({ min: -86_400_000, max: 200 * 365 * 86_400_000 }).map((ms) => new Date(Date.now() + ms).toISOString());
  return bodyFrom(
    fc
      .tuple(
        fc.record(
          {
            companyId: idFrom([world.actor.companyId], [world.other.companyId]),
            name: mostly(fc.string({ minLength: 1, maxLength: 40 })),
            description: mostly(fc.oneof(fc.lorem({ maxCount: 6 }), fc.constant(null))),
            items: mostly(fc.array(shareItem(world), { maxLength: 4 })),
            expiresAt: mostly(fc.oneof(soon, dateLike)),
            expirationPeriod: mostly(fc.constantFrom(...EXPIRATION_PERIODS)),
            // Issue 17 gate: access controls (new spaces only, so the actor's space stays open).
            requireVerification: mostly(fc.boolean()),
            agreementText: mostly(fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null))),
            allowList: mostly(fc.array(fc.oneof(fc.constantFrom("fund.com", "@fund.com", "a@fund.com"), fc.string()), { maxLength: 3 })),
            denyList: mostly(fc.array(fc.oneof(fc.constantFrom("evil.com", "x@evil.com"), fc.string()), { maxLength: 3 })),
          },
          { requiredKeys: ["companyId"] },
        ),
        opt(forbiddenExtras([world.other.companyId, world.other.accessCode])),
      )
      .map(([body, extras]) => ({ ...body, ...extras })),
  );
}

function spaceUpdateBody(world: FuzzWorld) {
  return bodyFrom(
    fc
      .tuple(
        fc.record(
          {
            items: mostly(fc.array(shareItem(world), { maxLength: 4 })),
            name: mostly(fc.string({ minLength: 1, maxLength: 40 })),
            description: mostly(fc.lorem({ maxCount: 5 })),
            // Issue 17 gate: a toggle that leaves the actor's space open to the visitor fuzz below.
            notifyNewVisitors: mostly(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
        opt(forbiddenExtras([world.other.companyId, world.other.accessCode])),
      )
      .map(([body, extras]) => ({ ...body, ...extras })),
  );
}

function addItemsBody(world: FuzzWorld) {
  return bodyFrom(
    fc.oneof(
      fc.array(shareItem(world), { maxLength: 3 }),
      fc.array(shareItem(world), { maxLength: 3 }).map((items) => ({ items })),
      shareItem(world),
    ),
  );
}

// ---------------------------------------------------------------- files

const SIGNATURES: Uint8Array[] = [
  PDF_BYTES,
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]),
  new TextEncoder().encode("GIF89a"),
  new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "),
  Uint8Array.from([0x50, 0x4b, 0x03, 0x04]),
  Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  new TextEncoder().encode("name,amount\nAcme,1\n"),
  new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
  new TextEncoder().encode("<svg onload=alert(1)>"),
  Uint8Array.from([0x7f, 0x45, 0x4c, 0x46]),
  new TextEncoder().encode("MZ\x90\0"),
];

function uploadForm(world: FuzzWorld) {
  return fc
    .record({
      companyId: fc.option(idFrom([world.actor.companyId], [world.other.companyId]), { nil: undefined, freq: 8 }),
      head: fc.constantFrom(...SIGNATURES),
      tail: fc.oneof(
        fc.uint8Array({ maxLength: 700 }),
        fc.string({ maxLength: 300 }).map((s) => new TextEncoder().encode(s)),
      ),
      fileName: fc.oneof(
        fc.constantFrom("deck.pdf", "a.png", "x.jpg", "sheet.xlsx", "notes.txt", "data.csv", "memo.doc", "archive.zip", "page.html", "image.svg"),
        anyString,
      ),
      type: fc.constantFrom("application/pdf", "text/html", "image/svg+xml", "application/octet-stream", ""),
      companyAfterFile: fc.boolean(),
      extraFile: fc.boolean(),
      fieldName: fc.oneof({ weight: 8, arbitrary: fc.constant("file") }, { weight: 1, arbitrary: anyString }),
      empty: fc.nat({ max: 19 }).map((n) => n === 0),
    })
    .map((f) => {
      const form = new FormData();
      const bytes = f.empty ? new Uint8Array(0) : new Uint8Array([...f.head, ...f.tail]);
      const file = new Blob([bytes], { type: f.type });
      if (f.companyId !== undefined && !f.companyAfterFile) form.append("companyId", f.companyId);
      form.append(f.fieldName, file, f.fileName);
      if (f.extraFile) form.append("file", new Blob([PDF_BYTES]), "second.pdf");
      if (f.companyId !== undefined && f.companyAfterFile) form.append("companyId", f.companyId);
      return form;
    });
}

// ---------------------------------------------------------------- the table: one spec per mutating route

type Spec = (world: FuzzWorld) => fc.Arbitrary<FuzzRequest>;

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
  // Issue 17 gate: the visit with answers, a code request, "Revoke now".
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
  // Issue 17 analytics: the actor's visitor cookie, page times for its own, the other's and made-up files.
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
  // Issue 15, direct uploads: the declaration, the bytes (the actor's upload was signed for the 9 JSON bytes `"planted"`), the completion.
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
    "PATCH /api/shared-spaces/[id]",
    "POST /api/shared-spaces/[id]/items",
    "GET /api/shared/[accessCode]",
    "POST /api/shared/[accessCode]",
    "POST /api/shared/[accessCode]/verification",
    "POST /api/shared/[accessCode]/beacons",
    // Issue 17: revoking the actor's space, then deleting it, go last.
    "POST /api/shared-spaces/[id]/revoke",
    "DELETE /api/shared-spaces/[id]",
  ],
} as const;
