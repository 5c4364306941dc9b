import type { ChecklistPhase } from "@/lib/checklist/types";
import type { PrismaClient } from "./generated/client";

export interface SeedResult {
  phasesCreated: number;
  phasesUpdated: number;
  tasksCreated: number;
  tasksUpdated: number;
}

/**
 * Upserts the checklist by stable slug. Rows whose text is unchanged are not written, so a
 * restart costs two reads; rows that changed are updated in place (ids, and so every founder's
 * progress, stay). Tasks that left the checklist are kept for the same reason.
 */
export async function seedChecklist(db: PrismaClient, checklist: ChecklistPhase[]): Promise<SeedResult> {
  const result: SeedResult = { phasesCreated: 0, phasesUpdated: 0, tasksCreated: 0, tasksUpdated: 0 };
  const [phases, tasks] = await Promise.all([db.phase.findMany(), db.task.findMany()]);
  const phaseBySlug = new Map(phases.map((p) => [p.slug, p]));
  const taskBySlug = new Map(tasks.map((t) => [t.slug, t]));

  await db.$transaction(async (tx) => {
    for (const phase of checklist) {
      const fields = {
        name: phase.name,
        description: phase.description,
        order: phase.order,
        icon: phase.icon,
        color: phase.color,
      };
      let phaseId = phaseBySlug.get(phase.slug)?.id;
      const existing = phaseBySlug.get(phase.slug);
      if (!existing) {
        phaseId = (await tx.phase.create({ data: { slug: phase.slug, ...fields } })).id;
        result.phasesCreated++;
      } else if (differs(existing, fields)) {
        await tx.phase.update({ where: { id: existing.id }, data: fields });
        result.phasesUpdated++;
      }

      for (const task of phase.tasks) {
        const taskFields = {
          phaseId: phaseId!,
          title: task.title,
          description: task.description,
          priority: task.priority,
          estimatedDays: task.estimatedDays,
          order: task.order,
          category: task.category,
        };
        const current = taskBySlug.get(task.slug);
        if (!current) {
          await tx.task.create({ data: { slug: task.slug, ...taskFields } });
          result.tasksCreated++;
        } else if (differs(current, taskFields)) {
          await tx.task.update({ where: { id: current.id }, data: taskFields });
          result.tasksUpdated++;
        }
      }
    }
  }, { timeout: 60_000 });
  return result;
}

function differs(row: Record<string, unknown>, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).some(([key, value]) => (row[key] ?? null) !== (value ?? null));
}
