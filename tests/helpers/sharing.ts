import { Readable } from "node:stream";
import { checklist } from "@/lib/checklist";
import { EMPTY_FACTS, notApplicableLines } from "@/lib/checklist/applicability";
import { shippedTagIndex } from "@/lib/checklist/metadata";
import { getDb, type Prisma } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { getStorage, newStorageKey } from "@/lib/storage";
import { createTestUser, type TestUser } from "./auth";

export interface Founder extends TestUser {
  companyId: string;
}

/** A signed-in founder with a company. */
export async function createFounder(name = "Acme"): Promise<Founder> {
  const user = await createTestUser();
  // Indian, as the shipped checklist tasks these fixtures share were picked for: a company with no
  // country sees only the jurisdiction-neutral core, and its visitors never see another line.
  const company = await (
    await getDb()
  ).company.create({ data: { userId: user.id, name, countryOfIncorporation: "IN", members: { create: { userId: user.id, role: "owner" } } } });
  return { ...user, companyId: company.id };
}

/**
 * Shipped checklist tasks that have at least `docs` document lines, with their phase. Only the
 * seeded phases: on a shared Postgres test database other files add and drop phases of their own.
 */
export async function tasksWithDocuments(docs = 2) {
  const slugs = checklist.map((phase) => phase.slug);
  const tasks = await (
    await getDb()
  ).task.findMany({
    where: { phase: { slug: { in: slugs } } },
    orderBy: [{ phaseId: "asc" }, { order: "asc" }],
    include: { phase: true },
  });
  // Every line applies to createFounder's (Indian) company, so a visitor is shown whichever line a
  // test shares; the database's order of phases differs between PGlite and PostgreSQL.
  const tags = shippedTagIndex();
  const indian = { ...EMPTY_FACTS, countryOfIncorporation: "IN" as const };
  const allApply = (t: (typeof tasks)[number]) =>
    notApplicableLines({ slug: t.slug, documentSlugs: (t.documentSlugs as string[] | null) ?? [] }, indian, tags).length === 0;
  return tasks.filter((t) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length >= docs && allApply(t));
}

/** Stores bytes for the company and answers the stored file's id and founder url. */
export async function storeFile(companyId: string, text: string, fileName = "deck.pdf", contentType = "application/pdf") {
  const storageKey = newStorageKey();
  const { size } = await getStorage().write(storageKey, Readable.from([Buffer.from(text)]));
  const file = await (await getDb()).storedFile.create({ data: { companyId, storageKey, fileName, contentType, size } });
  return { id: file.id, url: `/api/files/${file.id}` };
}

/** Writes a progress row whose document line `index` of `taskId` points at `fileUrl`. */
export async function attachDocument(
  companyId: string,
  taskId: string,
  index: number,
  fileUrl: string,
  extra: { notes?: string; completed?: boolean } = {},
) {
  const db = await getDb();
  const existing = await db.companyProgress.findUnique({ where: { companyId_taskId: { companyId, taskId } } });
  const documents = { ...((existing?.documents as Prisma.JsonObject | null) ?? {}) } as Prisma.JsonObject;
  const key = documentKey(taskId, index);
  documents[key] = { id: key, name: `Doc ${index}`, completed: true, fileUrl, fileName: "deck.pdf", uploadedAt: new Date().toISOString() };
  await db.companyProgress.upsert({
    where: { companyId_taskId: { companyId, taskId } },
    create: { companyId, taskId, documents, notes: extra.notes ?? null, completed: extra.completed ?? false },
    update: {
      documents,
      ...(extra.notes !== undefined ? { notes: extra.notes } : {}),
      ...(extra.completed !== undefined ? { completed: extra.completed } : {}),
    },
  });
}

export { OPEN_SPACE_SETTINGS } from "./open-space-settings";
