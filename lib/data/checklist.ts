import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db";

const phaseSelect = { id: true, name: true, description: true, order: true, icon: true, color: true } as const;
const taskSelect = {
  id: true,
  phaseId: true,
  title: true,
  description: true,
  priority: true,
  estimatedDays: true,
  order: true,
  category: true,
} as const;

export async function listPhases() {
  const db = await getDb();
  return db.phase.findMany({ select: phaseSelect, orderBy: [{ order: "asc" }, { name: "asc" }] });
}

/** Memoised per request (React cache): a page's generateMetadata and body share one read. */
export const getPhase = cache(async (phaseId: string) => {
  const db = await getDb();
  return db.phase.findUnique({ where: { id: phaseId }, select: phaseSelect });
});

/**
 * Tasks of a phase, or null when the phase does not exist. One statement when the phase has
 * tasks (a nested select would be two: Prisma loads relations with a second query); only an
 * empty result needs the second read to tell an empty phase from a missing one.
 */
export async function listPhaseTasks(phaseId: string) {
  const db = await getDb();
  const tasks = await db.task.findMany({ where: { phaseId }, select: taskSelect, orderBy: [{ order: "asc" }, { title: "asc" }] });
  if (tasks.length) return tasks;
  return (await db.phase.findUnique({ where: { id: phaseId }, select: { id: true } })) ? tasks : null;
}
