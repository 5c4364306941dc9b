import "server-only";
import { getDb } from "@/lib/db";
import { FACTS_COLUMN_NAMES, toFacts } from "@/lib/checklist/company-facts";
import type { CompanyFacts } from "@/lib/checklist/applicability";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { isTaskComplete, type DocumentsMap } from "@/lib/progress/rules";
import { memberWhere } from "./membership";

/** The signed-in user and their current company (lib/account/session.ts). */
interface Member {
  id: string;
  companyId: string | null;
}

/** A company's facts as Prisma selects them: the same field list the typed statements declare. */
export const FACTS_SELECT = FACTS_COLUMN_NAMES;

/**
 * Recomputes `completed` of every progress row of the company from its documents and its facts
 * (after the facts changed). Documents and files are never touched, only the derived flag.
 */
export async function recomputeCompletion(companyId: string): Promise<number> {
  const db = await getDb();
  // Bounded: one progress row per task of the checklist.
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: {
      ...FACTS_SELECT,
      progress: {
        select: {
          id: true,
          taskId: true,
          documents: true,
          completed: true,
          completedAt: true,
          task: { select: { slug: true, description: true, documentSlugs: true } },
        },
      },
    },
  });
  if (!company) return 0;
  const facts = toFacts(company);
  const changed = company.progress.filter((row) => {
    const documents =
      row.documents && typeof row.documents === "object" && !Array.isArray(row.documents) ? (row.documents as unknown as DocumentsMap) : null;
    return isTaskComplete(row.taskId, row.task.description, documents, taskNotApplicable(row.task, facts)) !== row.completed;
  });
  if (changed.length) {
    const now = new Date();
    const ids = (rows: typeof changed) => ({ id: { in: rows.map((row) => row.id) } });
    const done = changed.filter((row) => !row.completed);
    const undone = changed.filter((row) => row.completed);
    // A task done again keeps the day it was first done (completed_at is set only when empty).
    await db.$transaction([
      db.companyProgress.updateMany({ where: ids(done.filter((row) => !row.completedAt)), data: { completed: true, completedAt: now } }),
      db.companyProgress.updateMany({ where: ids(done.filter((row) => row.completedAt)), data: { completed: true } }),
      db.companyProgress.updateMany({ where: ids(undone), data: { completed: false, completedAt: null } }),
    ]);
  }
  return changed.length;
}

/**
 * The id and facts of the user's current company in one statement (search needs both), or null:
 * one Prisma read, the membership an EXISTS in its filter.
 */
export async function companyFactsForUser(user: Member): Promise<{ id: string; facts: CompanyFacts } | null> {
  if (!user.companyId) return null;
  const db = await getDb();
  const row = await db.company.findFirst({ where: { id: user.companyId, ...memberWhere(user.id) }, select: { id: true, ...FACTS_SELECT } });
  return row ? { id: row.id, facts: toFacts(row) } : null;
}
