import "server-only";
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

export async function getPhase(phaseId: string) {
  const db = await getDb();
  return db.phase.findUnique({ where: { id: phaseId }, select: phaseSelect });
}

/** Tasks of a phase, or null when the phase does not exist (one query either way). */
export async function listPhaseTasks(phaseId: string) {
  const db = await getDb();
  const phase = await db.phase.findUnique({
    where: { id: phaseId },
    select: { tasks: { select: taskSelect, orderBy: [{ order: "asc" }, { title: "asc" }] } },
  });
  return phase?.tasks ?? null;
}
