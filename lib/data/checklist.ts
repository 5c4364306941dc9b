import "server-only";
import { cache } from "react";
import { getSql, sqlStatement } from "@/lib/db";
// Rows come back in the shapes the API answers: the contract is lib/validations/phases.ts.
import type { Phase, Task } from "@/lib/validations/phases";
import { uuid } from "@/lib/validations/common";
import { EMPTY_FACTS, type CompanyFacts } from "@/lib/checklist/applicability";
import { taskNotApplicable } from "./applicability";

const phasesStatement = sqlStatement<Phase>(
  "checklist.phases",
  { id: true, name: true, description: true, order: true, icon: true, color: true },
  `SELECT id::text AS "id", name, description, "order", icon, color FROM phases ORDER BY "order" ASC, name ASC`,
);

/** A phase's task columns (null: the phase has no task), with what the applicability check reads. */
type PhaseTaskRow = { [K in keyof Omit<Task, "notApplicable">]: Task[K] | null } & { slug: string | null; documentSlugs: unknown };

const phaseTasksStatement = sqlStatement<PhaseTaskRow, [phaseId: string]>(
  "checklist.phaseTasks",
  {
    id: true,
    phaseId: true,
    title: true,
    description: true,
    priority: true,
    estimatedDays: true,
    order: true,
    category: true,
    slug: true,
    documentSlugs: true,
  },
  `SELECT t.id::text AS "id", t.phase_id::text AS "phaseId", t.title, t.description, t.priority,
            t.estimated_days AS "estimatedDays", t."order", t.category, t.slug, t.document_slugs AS "documentSlugs"
     FROM phases p LEFT JOIN tasks t ON t.phase_id = p.id
     WHERE p.id = $1::uuid
     ORDER BY t."order" ASC, t.title ASC`,
);

/**
 * Every phase in order; hand-written SQL (lib/db/sql.ts): the dashboard and GET /api/phases read
 * it on every load. Memoised per request in server components (React cache; a plain call elsewhere).
 */
export const listPhases = cache(async (): Promise<Phase[]> => {
  const sql = await getSql();
  return phasesStatement.run(sql);
});

/** One phase, read from the (per-request memoised) phase list: a page that shows both pays one statement. */
export const getPhase = cache(async (phaseId: string): Promise<Phase | null> => {
  return (await listPhases()).find((phase) => phase.id === phaseId.toLowerCase()) ?? null;
});

/**
 * Tasks of a phase, or null when the phase does not exist: one statement either way (the phase
 * LEFT JOIN its tasks: no row = no phase, one all-null row = no tasks yet).
 */
export async function listPhaseTasks(phaseId: string, facts: CompanyFacts = EMPTY_FACTS): Promise<Task[] | null> {
  if (!uuid.safeParse(phaseId).success) return null;
  const sql = await getSql();
  const rows = await phaseTasksStatement.run(sql, [phaseId]);
  if (!rows.length) return null;
  return rows
    .filter((row) => row.id !== null)
    .map(({ slug, documentSlugs, ...task }) => ({
      ...(task as Task),
      notApplicable: taskNotApplicable({ slug, description: task.description, documentSlugs }, facts),
    }));
}
