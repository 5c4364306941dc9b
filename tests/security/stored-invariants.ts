import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { PRIORITIES } from "@/lib/checklist/types";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { toFacts } from "@/lib/checklist/company-facts";
import { FACTS_SELECT } from "@/lib/data/applicability";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines, isTaskComplete, type DocumentsMap } from "@/lib/progress/rules";
import { isAccessCodeShaped } from "@/lib/spaces/rules/access-code";
import { referencedFileIds } from "@/lib/visitor/render";
import { storageRoot } from "@/lib/storage";
import { MAX_UPLOAD_BYTES, sanitizeFileName } from "@/lib/storage/upload";
import { registerSchema } from "@/lib/account/schema/auth";
import { companyFieldsSchema } from "@/lib/company/schema/company";
import { documentStateSchema, fileUrlSchema, internalFileId, NOTES_MAX } from "@/lib/progress/schema";
import { ITEM_TYPES } from "@/lib/spaces/rules/items";
import { visitorEmailSchema } from "@/lib/visitor/schema";
import { advisorSchema, employeeSchema, founderSchema, investorSchema } from "@/lib/team/schema/team";

const ALLOWED_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/zip",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "text/plain",
  "text/csv",
]);

type Decimalish = { toFixed(): string } | null;
const dec = (value: Decimalish) => (value === null ? null : value.toFixed());
const day = (value: Date | null) => (value === null ? null : value.toISOString());

function decimalFits(value: Decimalish, digits: number, scale: number, max?: number): boolean {
  const text = dec(value);
  if (text === null) return true;
  const [int, frac = ""] = text.split(".");
  return (
    /^\d+$/.test(int) &&
    int.replace(/^0+(?=\d)/, "").length <= digits - scale &&
    frac.replace(/0+$/, "").length <= scale &&
    (max === undefined || Number(text) <= max)
  );
}

/** A stored text field: trimmed, not blank (when required), no NUL. */
function textOk(value: string | null, { required = false, max = 200 } = {}): boolean {
  if (value === null) return !required;
  return value.length > 0 && value.length <= max && value.trim() === value && !value.includes("\u0000");
}

/** Files in the storage directory that no stored_files (or direct upload in flight) row points at (orphans, temp files). */
export async function orphanedBytes(): Promise<string[]> {
  const db = await getDb();
  const keys = new Set((await db.storedFile.findMany({ select: { storageKey: true } })).map((f) => f.storageKey));
  // A direct upload's bytes belong to its file_uploads row until completed or swept (24 h).
  for (const upload of await db.fileUpload.findMany({ select: { storageKey: true } })) keys.add(upload.storageKey);
  // Profile images are referenced by users.profile_image_key, not by a stored_files row.
  for (const u of await db.user.findMany({ where: { profileImageKey: { not: null } }, select: { profileImageKey: true } }))
    keys.add(u.profileImageKey!);
  return (await readdir(storageRoot()).catch(() => [] as string[])).filter((name) => !keys.has(name));
}

/**
 * Re-validates what the fuzzed tables hold against the zod schemas and the domain invariants.
 * Answers one line per violation (empty when the data is sound).
 */
export async function storedViolations(userIds: Iterable<string>): Promise<string[]> {
  const db = await getDb();
  // Only the users this test file created (on a Postgres run other files share the database).
  const users = { in: [...new Set(userIds)] };
  const byCompany = { company: { userId: users } };
  const problems: string[] = [];
  const bad = (what: string, detail: unknown) => problems.push(`${what}: ${JSON.stringify(detail)}`);

  for (const user of await db.user.findMany({ where: { id: users } })) {
    const parsed = registerSchema.shape.email.safeParse(user.email);
    if (!parsed.success || parsed.data !== user.email) bad("user email not normalised", user.email);
    for (const name of [user.firstName, user.lastName]) if (!textOk(name, { max: 100 })) bad("user name", name);
  }

  const companies = await db.company.findMany({ where: { userId: users } });
  const companyOwner = new Map(companies.map((c) => [c.id, c.userId]));
  for (const c of companies) {
    const input = {
      name: c.name,
      description: c.description,
      logoUrl: c.logoUrl,
      industry: c.industry,
      stage: c.stage,
      foundedDate: day(c.foundedDate),
      employeeCount: c.employeeCount,
      monthlyRevenue: dec(c.monthlyRevenue),
      previousFunding: dec(c.previousFunding),
      targetFunding: dec(c.targetFunding),
    };
    const parsed = companyFieldsSchema.safeParse(input);
    if (!parsed.success)
      bad("company fails its schema", { id: c.id, issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`), input });
    if (!textOk(c.name, { required: true })) bad("company name", c.name);
    for (const [field, value] of [
      ["monthlyRevenue", c.monthlyRevenue],
      ["previousFunding", c.previousFunding],
      ["targetFunding", c.targetFunding],
    ] as const) {
      if (!decimalFits(value, 12, 2)) bad(`company ${field} beyond 12,2`, dec(value));
    }
    if (c.employeeCount !== null && (c.employeeCount < 0 || !Number.isInteger(c.employeeCount))) bad("employeeCount", c.employeeCount);
  }

  const team = {
    founders: {
      rows: await db.founder.findMany({ where: byCompany }),
      schema: founderSchema,
      input: (r: Awaited<ReturnType<typeof db.founder.findMany>>[number]) => ({
        name: r.name,
        title: r.title,
        email: r.email,
        linkedinUrl: r.linkedinUrl,
        equityPercentage: dec(r.equityPercentage),
      }),
    },
    employees: {
      rows: await db.employee.findMany({ where: byCompany }),
      schema: employeeSchema,
      input: (r: Awaited<ReturnType<typeof db.employee.findMany>>[number]) => ({
        name: r.name,
        title: r.title,
        email: r.email,
        linkedinUrl: r.linkedinUrl,
        department: r.department,
        joinDate: day(r.joinDate),
      }),
    },
    advisors: {
      rows: await db.advisor.findMany({ where: { owner: { userId: users } } }),
      schema: advisorSchema,
      input: (r: Awaited<ReturnType<typeof db.advisor.findMany>>[number]) => ({
        name: r.name,
        title: r.title,
        email: r.email,
        linkedinUrl: r.linkedinUrl,
        company: r.company,
        expertise: r.expertise,
        advisorySince: day(r.advisorySince),
      }),
    },
    investors: {
      rows: await db.investor.findMany({ where: byCompany }),
      schema: investorSchema,
      input: (r: Awaited<ReturnType<typeof db.investor.findMany>>[number]) => ({
        name: r.name,
        email: r.email,
        linkedinUrl: r.linkedinUrl,
        firm: r.firm,
        investmentAmount: dec(r.investmentAmount),
        investmentRound: r.investmentRound,
        equityPercentage: dec(r.equityPercentage),
        investmentDate: day(r.investmentDate),
        leadInvestor: r.leadInvestor,
      }),
    },
  };
  for (const [kind, { rows, schema, input }] of Object.entries(team) as [
    string,
    {
      rows: { id: string; companyId: string; name: string; position: number }[];
      schema: { safeParse(v: unknown): { success: boolean; error?: unknown } };
      input: (r: never) => object;
    },
  ][]) {
    const positions = new Map<string, number[]>();
    for (const row of rows) {
      const parsed = schema.safeParse(input(row as never));
      if (!parsed.success) bad(`${kind} row fails its schema`, { id: row.id, error: String(parsed.error) });
      if (!textOk(row.name, { required: true })) bad(`${kind} name`, row.name);
      if (!companyOwner.has(row.companyId)) bad(`${kind} without company`, row.id);
      positions.set(row.companyId, [...(positions.get(row.companyId) ?? []), row.position]);
    }
    for (const [companyId, list] of positions) {
      const sorted = [...list].sort((a, b) => a - b);
      if (sorted.some((p, i) => p !== i)) bad(`${kind} positions not 0..n-1`, { companyId, sorted });
    }
    const eq = (rows as { equityPercentage?: Decimalish; investmentAmount?: Decimalish }[]).flatMap((r) => [
      ["equityPercentage", r.equityPercentage ?? null, 5, 2, 100] as const,
      ["investmentAmount", r.investmentAmount ?? null, 15, 2, undefined] as const,
    ]);
    for (const [field, value, digits, scale, max] of eq) if (!decimalFits(value, digits, scale, max)) bad(`${kind} ${field}`, dec(value));
  }

  const files = await db.storedFile.findMany({ where: byCompany });
  const fileCompany = new Map(files.map((f) => [f.id, f.companyId]));
  for (const f of files) {
    if (!ALLOWED_TYPES.has(f.contentType)) bad("stored file type outside the allow-list", f.contentType);
    if (f.size <= 0 || f.size > MAX_UPLOAD_BYTES) bad("stored file size", f.size);
    if (!/^[A-Za-z0-9_-]{32}$/.test(f.storageKey)) bad("storage key not generated", f.storageKey);
    if (sanitizeFileName(f.fileName) !== f.fileName) bad("file name not sanitised", f.fileName);
    const onDisk = await stat(path.join(storageRoot(), f.storageKey)).catch(() => null);
    if (!onDisk || onDisk.size !== f.size) bad("row without its bytes", { id: f.id, size: f.size, onDisk: onDisk?.size ?? null });
  }
  for (const name of await orphanedBytes()) bad("bytes without a row (orphan or temp file)", name);

  const tasks = new Map((await db.task.findMany({ select: { id: true, slug: true, description: true, documentSlugs: true } })).map((t) => [t.id, t]));
  // `completed` counts the lines that apply to the company, as the product computes it.
  const facts = new Map(
    (await db.company.findMany({ where: { userId: users }, select: { id: true, ...FACTS_SELECT } })).map((c) => [c.id, toFacts(c)]),
  );
  for (const p of await db.companyProgress.findMany({ where: byCompany })) {
    const task = tasks.get(p.taskId);
    const description = task?.description;
    const lines = parseDocumentLines(description);
    const documents = p.documents as DocumentsMap | null;
    if (documents !== null && (typeof documents !== "object" || Array.isArray(documents))) bad("documents not a map", documents);
    for (const [key, doc] of Object.entries(documents ?? {})) {
      const match = /^(.+)-doc-(\d+)$/.exec(key);
      if (!match || match[1] !== p.taskId || Number(match[2]) >= lines.length || key !== documentKey(p.taskId, Number(match[2])))
        bad("document key not {taskId}-doc-{n} of the task", key);
      const parsed = documentStateSchema.safeParse(doc);
      if (!parsed.success) bad("document fails its schema", { key, doc });
      const url = doc?.fileUrl;
      if (url) {
        if (!fileUrlSchema.safeParse(url).success) bad("fileUrl neither http(s) nor /api/files/{uuid}", url);
        const fileId = internalFileId(url);
        if (fileId && fileCompany.get(fileId) !== p.companyId)
          bad("document points at a file of another company (or none)", { url, companyId: p.companyId });
      }
    }
    const notApplicable = task && facts.has(p.companyId) ? taskNotApplicable(task, facts.get(p.companyId)!) : [];
    if (p.completed !== isTaskComplete(p.taskId, description, documents, notApplicable))
      bad("completed disagrees with the documents", { id: p.id, completed: p.completed });
    if (p.completed !== (p.completedAt !== null)) bad("completedAt disagrees with completed", p.id);
    if (p.priority !== null && !(PRIORITIES as readonly string[]).includes(p.priority)) bad("priority", p.priority);
    if (p.notes !== null && (p.notes.length === 0 || p.notes.length > NOTES_MAX || p.notes.includes("\u0000"))) bad("notes", p.notes.slice(0, 40));
  }

  const spaces = await db.sharedSpace.findMany({ where: byCompany, include: { items: true, accesses: true } });
  for (const s of spaces) {
    if (!textOk(s.name, { required: true })) bad("space name", s.name);
    if (!textOk(s.description, { max: 2000 })) bad("space description", s.description);
    if (!isAccessCodeShaped(s.accessCode) || s.accessCode.length < 24) bad("access code", s.accessCode);
    if (s.itemCount !== s.items.length) bad("itemCount disagrees with the items", { id: s.id, itemCount: s.itemCount, items: s.items.length });
    if (companyOwner.get(s.companyId) !== s.createdById) bad("space created by someone who does not own the company", s.id);
    if (s.expiresAt.getTime() <= s.createdAt.getTime()) bad("space expires before it was created", s.id);
    if (s.viewCount < 0) bad("viewCount", s.viewCount);
    for (const item of s.items) {
      if (!(ITEM_TYPES as readonly string[]).includes(item.itemType)) bad("item type", item.itemType);
      if (!item.itemData || typeof item.itemData !== "object" || Array.isArray(item.itemData)) bad("itemData not an object", item.id);
      if (item.taskId && !tasks.has(item.taskId)) bad("item points at no task", item.taskId);
      for (const fileId of referencedFileIds(item.itemData)) {
        const owner = fileCompany.get(fileId);
        if (owner !== undefined && owner !== s.companyId) bad("item links a file of another company", { space: s.id, fileId });
      }
    }
    for (const access of s.accesses) {
      const parsed = visitorEmailSchema.safeParse(access.email);
      if (!parsed.success || parsed.data !== access.email) bad("access email", access.email);
    }
  }
  return problems;
}
