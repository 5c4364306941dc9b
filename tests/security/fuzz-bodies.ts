import fc from "fast-check";
import { PRIORITIES } from "@/lib/checklist/types";
import { documentKey } from "@/lib/progress/rules";
import { PDF_BYTES } from "@/tests/helpers/files";
import {
  anyJson,
  anyString,
  bodyFrom,
  dateLike,
  decimalLike,
  forbiddenExtras,
  idFrom,
  mostly,
  opt,
  urlLike,
  validDate,
  validDecimal,
  validUrl,
} from "./fuzz-arbitraries";
import type { FuzzWorld } from "./fuzz-world";

/** Near-valid bodies of the workspace, progress and file routes (fuzz-specs.ts sends them; sharing's are fuzz-sharing-bodies.ts). */

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

export function companyBody(world: FuzzWorld) {
  return bodyFrom(
    fc.oneof(
      companyFields(world),
      fc.tuple(companyFields(world), opt(fc.array(anyJson, { maxLength: 2 }))).map(([company, founders]) => ({ company, founders })),
    ),
  );
}

export const TEAM_FIELDS = {
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

export function teamBody(world: FuzzWorld, kind: keyof typeof TEAM_FIELDS) {
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

export function progressBody(world: FuzzWorld) {
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

export function uploadForm(world: FuzzWorld) {
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
