import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { expiringDocuments, hiddenKeysOf, type ExpiringDocument } from "@/lib/progress/document-expiry";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { toFacts } from "@/lib/checklist/company-facts";
import { FACTS_SELECT } from "@/lib/data/applicability";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { asDocuments } from "@/lib/progress/schema";

/**
 * The company's expired and expiring documents for the dashboard card, most urgent
 * first. Three statements whatever the number of documents (the company, its progress rows, their
 * tasks), for a company the route's wrapper scoped: its progress rows with their task's title and what the
 * applicability needs (lines that do not apply to the company are never flagged). Bounded: one
 * progress row per task of the checklist; those without an expiry date are skipped here.
 */
export async function listExpiringDocuments({
  company: scope,
  today = new Date(),
}: {
  company: CompanyScope;
  today?: Date;
}): Promise<ExpiringDocument[]> {
  const db = await getDb();
  const company = await db.company.findUnique({
    where: { id: scope.id },
    select: {
      ...FACTS_SELECT,
      progress: {
        select: {
          taskId: true,
          documents: true,
          task: { select: { phaseId: true, title: true, slug: true, description: true, documentSlugs: true } },
        },
      },
    },
  });
  // Deleted since the wrapper found the membership.
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  const facts = toFacts(company);
  return expiringDocuments(
    company.progress.flatMap((row) => {
      const documents = asDocuments(row.documents);
      if (!Object.values(documents ?? {}).some((doc) => doc?.expiresOn != null)) return [];
      return [
        {
          taskId: row.taskId,
          phaseId: row.task.phaseId,
          taskTitle: row.task.title,
          documents,
          hiddenKeys: hiddenKeysOf(row.taskId, taskNotApplicable(row.task, facts)),
        },
      ];
    }),
    today,
  );
}
