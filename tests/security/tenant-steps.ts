import { POST as createCompanyRoute } from "@/app/api/company/route";
import { PUT as saveTeamRoute } from "@/app/api/company/[id]/[kind]/route";
import { POST as saveProgressRoute } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import { call, type CallResult } from "@/tests/helpers/http";

/* The steps of createTenant (./fixtures.ts) that fill a company: its profile and team, and its documents with their trash and versions. */

export function expectStatus(res: CallResult, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** The first checklist task with at least two document lines. */
export async function taskWithDocuments() {
  const db = await getDb();
  const tasks = await db.task.findMany({
    orderBy: [{ phaseId: "asc" }, { order: "asc" }],
    select: { id: true, phaseId: true, description: true, category: true },
  });
  const task = tasks.find((t) => parseDocumentLines(t.description).length >= 2);
  if (!task) throw new Error("the seeded checklist has no task with two documents");
  return task;
}

/** A company with every profile field and one of each kind of team member, all carrying the marker; its id. */
export async function createCompanyWithTeam(cookie: string, marker: string): Promise<string> {
  const company = expectStatus(
    await call(createCompanyRoute, "/api/company", {
      method: "POST",
      cookie,
      body: {
        company: {
          name: `${marker} Inc`,
          description: `${marker} description`,
          industry: "Robotics",
          stage: "seed",
          // Indian, so the shared task's lines all apply: with no country only the neutral core does.
          countryOfIncorporation: "IN",
          foundedDate: "2021-03-04",
          employeeCount: "12",
          monthlyRevenue: "12,345.67",
          previousFunding: "250000",
          targetFunding: "2000000.50",
        },
        founders: [],
      },
    }),
    201,
    "create company",
  );
  const companyId = company.body.id as string;

  const team = {
    founders: [
      { name: `${marker} founder`, title: "CEO", email: "ceo@example.com", linkedinUrl: "https://linkedin.com/in/ceo", equityPercentage: "55.5" },
    ],
    employees: [{ name: `${marker} employee`, title: "Engineer", department: "R&D", joinDate: "2022-01-01" }],
    advisors: [{ name: `${marker} advisor`, company: "Advise Co", expertise: "Go to market", advisorySince: "2022-06-01" }],
    investors: [
      {
        name: `${marker} investor`,
        firm: "Fund I",
        investmentAmount: "500000",
        investmentRound: "pre-seed",
        equityPercentage: "7.25",
        leadInvestor: true,
      },
    ],
  };
  for (const [kind, entries] of Object.entries(team)) {
    expectStatus(
      await call(saveTeamRoute, `/api/company/${companyId}/${kind}`, {
        method: "PUT",
        cookie,
        params: { id: companyId, kind },
        body: { [kind]: entries },
      }),
      200,
      `save ${kind}`,
    );
  }
  return companyId;
}

/**
 * The first two documents of taskWithDocuments(): the first an uploaded file with an earlier
 * version, the second a link, removed since (an entry in the trash).
 */
export async function saveDocuments(cookie: string, companyId: string, marker: string, fileId: string) {
  const task = await taskWithDocuments();
  const uploadedAt = new Date().toISOString();
  const [first, second] = parseDocumentLines(task.description);
  expectStatus(
    await call(saveProgressRoute, "/api/progress", {
      method: "POST",
      cookie,
      body: {
        companyId,
        taskId: task.id,
        completed: false,
        priority: "high",
        notes: `${marker} notes`,
        documents: {
          [documentKey(task.id, first.index)]: {
            id: documentKey(task.id, first.index),
            name: first.name,
            completed: true,
            fileUrl: `/api/files/${fileId}`,
            fileName: `${marker}.pdf`,
            uploadedAt,
          },
          [documentKey(task.id, second.index)]: {
            id: documentKey(task.id, second.index),
            name: second.name,
            completed: true,
            fileUrl: "https://example.com/term-sheet",
            fileName: "Link attached",
            uploadedAt,
          },
        },
      },
    }),
    200,
    "save progress",
  );
  // The link of the second document, removed: an entry in the 30-day trash to restore.
  expectStatus(
    await call(saveProgressRoute, "/api/progress", {
      method: "POST",
      cookie,
      body: { companyId, taskId: task.id, documents: { [documentKey(task.id, second.index)]: null } },
    }),
    200,
    "remove a link",
  );
  const removedId = (await (await getDb()).removedDocument.findFirstOrThrow({ where: { companyId }, select: { id: true } })).id;
  const versionId = (
    await (
      await getDb()
    ).documentVersion.create({
      data: {
        companyId,
        taskId: task.id,
        documentKey: documentKey(task.id, first.index),
        linkUrl: "https://example.com/deck-v1",
        fileName: "https://example.com/deck-v1",
        entry: {
          id: documentKey(task.id, first.index),
          name: first.name,
          completed: true,
          fileUrl: "https://example.com/deck-v1",
          fileName: "Link attached",
          uploadedAt,
        },
      },
      select: { id: true },
    })
  ).id;
  return { task, first, removedId, versionId };
}
