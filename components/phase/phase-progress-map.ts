import type { Task } from "@/lib/queries/phases";
import type { BatchProgressEntry, PhaseProgressSummary, ProgressRecord } from "@/lib/queries/progress";

export type PhaseProgressMap = Record<string, PhaseProgressSummary>;

export interface PhaseProgressSources {
  phaseIds: readonly string[];
  /** The batch answer, or undefined when it failed or is not loaded. */
  batch: readonly BatchProgressEntry[] | undefined;
  /** For phases the batch did not cover: their task lists and the company's progress records. */
  tasksByPhase: Record<string, readonly Pick<Task, "id">[] | undefined>;
  records: readonly Pick<ProgressRecord, "taskId" | "completed">[] | undefined;
}

/**
 * SPEC.md section 7: batch figures are preferred per phase; a batch entry with an error is left
 * out of the map (the caller reports it); a phase the batch does not answer is computed from its
 * task list and the progress records.
 */
export function buildPhaseProgressMap({ phaseIds, batch, tasksByPhase, records }: PhaseProgressSources) {
  const map: PhaseProgressMap = {};
  const failed: string[] = [];
  const needsFallback: string[] = [];
  const batchById = new Map((batch ?? []).map((entry) => [entry.phaseId, entry]));
  const done = new Set((records ?? []).filter((r) => r.completed).map((r) => r.taskId));
  for (const phaseId of phaseIds) {
    const entry = batchById.get(phaseId);
    if (entry?.error) {
      failed.push(phaseId);
      continue;
    }
    if (entry) {
      map[phaseId] = { completed: entry.completed, total: entry.total };
      continue;
    }
    const tasks = tasksByPhase[phaseId];
    if (!tasks || !records) {
      needsFallback.push(phaseId);
      continue;
    }
    map[phaseId] = { completed: tasks.filter((t) => done.has(t.id)).length, total: tasks.length };
  }
  return { map, failed, needsFallback };
}

/** Totals over the map (SPEC.md section 3: derived completedTasks / totalTasks). */
export function overallCounts(map: PhaseProgressMap) {
  let completed = 0;
  let total = 0;
  for (const entry of Object.values(map)) {
    completed += entry.completed;
    total += entry.total;
  }
  return { completed, total };
}
