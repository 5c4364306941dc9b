import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";
import { deleteUnreferencedFiles } from "./file-references";

const database = setupTestDatabase();

let ada: TestUser;
let companyId: string;
let otherCompanyId: string;
let taskIds: string[];

beforeAll(async () => {
  ada = await createTestUser();
  companyId = (await createTestCompany(ada)).id;
  const bob = await createTestUser();
  otherCompanyId = (await createTestCompany(bob)).id;
  taskIds = (await createTestPhase(["- One", "- Two", "- Three", "- Four"])).tasks.map((task) => task.id);
});

async function storedFile(company = companyId) {
  const db = await getDb();
  return db.storedFile.create({
    data: { companyId: company, storageKey: `refs-test/${randomUUID()}`, fileName: "deck.pdf", contentType: "application/pdf", size: 1 },
  });
}

const fileUrl = (id: string) => `/api/files/${id}`;

async function shareSnapshot(company: string, createdById: string, itemData: object) {
  const db = await getDb();
  return db.sharedSpace.create({
    data: {
      companyId: company,
      createdById,
      name: "Data room",
      expiresAt: new Date(Date.now() + 86_400_000),
      accessCode: randomUUID().replace(/-/g, ""),
      items: { create: { itemType: "task", itemId: taskIds[3], taskId: taskIds[3], itemData } },
    },
  });
}

/** Runs the one deletion decision on `ids`; answers the ids still stored. */
async function sweepCandidates(ids: string[]): Promise<string[]> {
  await database().prisma.$transaction((tx) => deleteUnreferencedFiles(tx, { fileIds: ids }));
  const db = await getDb();
  return (await db.storedFile.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((row) => row.id).sort();
}

describe("whether a stored file may be deleted (lib/files/file-references.ts)", () => {
  it("keeps a file a progress row, a version, the trash or a shared-space snapshot references, and deletes one nothing references", async () => {
    const db = await getDb();
    const [progress, version, trash, snapshot, loose] = [
      await storedFile(),
      await storedFile(),
      await storedFile(),
      await storedFile(),
      await storedFile(),
    ];
    const key = (task: number) => documentKey(taskIds[task], 0);

    await db.companyProgress.create({
      data: { companyId, taskId: taskIds[0], documents: { [key(0)]: { name: "One", fileUrl: fileUrl(progress.id), fileName: "deck.pdf" } } },
    });
    await db.documentVersion.create({
      data: { companyId, taskId: taskIds[1], documentKey: key(1), fileId: version.id, fileName: "deck.pdf", entry: { fileUrl: fileUrl(version.id) } },
    });
    await db.removedDocument.create({
      data: { companyId, taskId: taskIds[2], documentKey: key(2), fileId: trash.id, entry: { fileUrl: fileUrl(trash.id) } },
    });
    await shareSnapshot(companyId, ada.id, { title: "Four", documents: [{ name: "Four", fileUrl: fileUrl(snapshot.id), fileName: "deck.pdf" }] });

    const kept = await sweepCandidates([progress.id, version.id, trash.id, snapshot.id, loose.id]);
    expect(kept).toEqual([progress.id, version.id, trash.id, snapshot.id].sort());
  });

  it("deletes a file once its last reference goes", async () => {
    const db = await getDb();
    const file = await storedFile();
    const space = await shareSnapshot(companyId, ada.id, { documentUrl: fileUrl(file.id) });
    expect(await sweepCandidates([file.id])).toEqual([file.id]);

    await db.sharedSpace.delete({ where: { id: space.id } });
    expect(await sweepCandidates([file.id])).toEqual([]);
  });

  it("does not keep a file for another company's snapshot that names it", async () => {
    const file = await storedFile();
    const bob = await createTestUser();
    await shareSnapshot(otherCompanyId, bob.id, { documentUrl: fileUrl(file.id) });
    expect(await sweepCandidates([file.id])).toEqual([]);
  });
});
