import { isTaskApplicable } from "@/lib/checklist/applicability";
import { documentKey, parseDocumentKey, parseDocumentLines } from "@/lib/progress/rules";
import { categoryOf } from "@/lib/checklist/task-groups";
import { lifecycleMessages } from "@/lib/messages/documents";
import {
  categorySnapshot,
  documentSnapshot,
  phaseSnapshot,
  taskSnapshot,
  type SnapshotPhase,
  type SnapshotProgress,
  type SnapshotTask,
} from "@/lib/visitor/snapshots";
import type { ItemSnapshot } from "./schema";

/** A stored shared-space item: what was shared, pointing at the company's data by id. */
export interface StoredItemRef {
  itemType: string;
  itemId: string;
  taskId: string | null;
  phaseId: string | null;
  category: string | null;
}

/** The company's current checklist and progress for the tasks and phases a space points at. */
export interface LiveData {
  /** Each with the line indices that do not apply to the company (`notApplicable`), as the founder's phase page has them. */
  tasks: SnapshotTask[];
  phases: SnapshotPhase[];
  progress: (SnapshotProgress & { taskId: string })[];
  /** Document keys ('{taskId}-doc-{line}') in the company's trash: shown as removed while nothing replaced them. */
  removedKeys: ReadonlySet<string>;
}

/** The ids of the tasks and phases whose current state the items need. */
export function liveScope(items: StoredItemRef[]): { taskIds: string[]; phaseIds: string[] } {
  const taskIds = new Set<string>();
  const phaseIds = new Set<string>();
  for (const item of items) {
    if (item.itemType === "task" && (item.taskId ?? item.itemId)) taskIds.add((item.taskId ?? item.itemId).toLowerCase());
    if (item.itemType === "document") {
      const parsed = parseDocumentKey(item.itemId);
      if (parsed) taskIds.add(parsed.taskId);
    }
    if ((item.itemType === "phase" || item.itemType === "category") && (item.phaseId ?? item.itemId))
      phaseIds.add((item.phaseId ?? item.itemId).toLowerCase());
  }
  // Rows written before ids were checked may hold anything; only uuids can name a row.
  return { taskIds: [...taskIds].filter(isUuid), phaseIds: [...phaseIds].filter(isUuid) };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

type Documents = Record<string, unknown>;

/** A trashed document with nothing in its place says so ("Removed by the company") instead of "Not uploaded yet". */
function markRemoved(task: SnapshotTask, progress: SnapshotProgress | undefined, removedKeys: ReadonlySet<string>): SnapshotProgress | undefined {
  const keys = parseDocumentLines(task.description)
    .map((line) => documentKey(task.id, line.index))
    .filter((key) => removedKeys.has(key));
  if (!keys.length) return progress;
  const stored =
    progress?.documents && typeof progress.documents === "object" && !Array.isArray(progress.documents) ? (progress.documents as Documents) : {};
  const documents: Documents = { ...stored };
  for (const key of keys) {
    const doc = documents[key] as { fileUrl?: unknown; fileName?: unknown } | undefined;
    if (!doc?.fileUrl && !doc?.fileName) documents[key] = { ...(doc ?? {}), fileName: lifecycleMessages.removedByCompany, removed: true };
  }
  const base: SnapshotProgress = progress ?? { completed: false, priority: null, notes: null, documentUrl: null, documents: null };
  return { ...base, documents };
}

/** An item none of whose lines applies to the company: a visitor never gets it, not even its title. */
export const NOT_APPLICABLE = "notApplicable" as const;

/** A task counts for the company when at least one of its lines applies (or it has none): as on the phase page. */
const applies = (task: SnapshotTask) => isTaskApplicable(parseDocumentLines(task.description).length, task.notApplicable ?? []);

/**
 * Builds each item's snapshot from the company's current data (what a visitor sees is
 * what the founder has now), leaving out every line and task that does not apply to the company.
 * Null for an item whose task, document line, section or phase no longer exists; NOT_APPLICABLE
 * for one that does not apply.
 */
export function liveSnapshots(items: StoredItemRef[], data: LiveData): (ItemSnapshot | null | typeof NOT_APPLICABLE)[] {
  const taskById = new Map(data.tasks.map((t) => [t.id.toLowerCase(), t]));
  const phaseById = new Map(data.phases.map((p) => [p.id.toLowerCase(), p]));
  const progressByTask = new Map(data.progress.map((p) => [p.taskId.toLowerCase(), p]));
  const progressOf = (taskId: string) => {
    const task = taskById.get(taskId.toLowerCase());
    const progress = progressByTask.get(taskId.toLowerCase());
    return task ? markRemoved(task, progress, data.removedKeys) : progress;
  };
  const tasksOfPhase = (phaseId: string) => data.tasks.filter((t) => t.phaseId.toLowerCase() === phaseId);

  return items.map((item): ItemSnapshot | null | typeof NOT_APPLICABLE => {
    switch (item.itemType) {
      case "task": {
        const task = taskById.get((item.taskId ?? item.itemId).toLowerCase());
        if (!task) return null;
        return applies(task) ? taskSnapshot(task, progressOf(task.id)) : NOT_APPLICABLE;
      }
      case "document": {
        const parsed = parseDocumentKey(item.itemId);
        const task = parsed ? taskById.get(parsed.taskId) : undefined;
        if (!task || !parsed) return null;
        if (task.notApplicable?.includes(parsed.index)) return NOT_APPLICABLE;
        const snapshot = documentSnapshot(task, parsed.index, progressOf(task.id));
        const phaseName = phaseById.get(task.phaseId.toLowerCase())?.name;
        return snapshot && phaseName ? { ...snapshot, phaseName } : snapshot;
      }
      case "phase": {
        const phase = phaseById.get((item.phaseId ?? item.itemId).toLowerCase());
        return phase ? phaseSnapshot(phase, tasksOfPhase(phase.id.toLowerCase()).filter(applies), progressOf) : null;
      }
      case "category": {
        const phase = item.phaseId ? phaseById.get(item.phaseId.toLowerCase()) : undefined;
        const wanted = item.category?.toLowerCase();
        if (!phase || !wanted) return null;
        const inCategory = tasksOfPhase(phase.id.toLowerCase()).filter((t) => categoryOf(t).toLowerCase() === wanted);
        if (!inCategory.length) return null;
        const applicable = inCategory.filter(applies);
        return applicable.length ? categorySnapshot(phase, categoryOf(applicable[0]), applicable, progressOf) : NOT_APPLICABLE;
      }
      default:
        return null;
    }
  });
}
