import { descriptionSummary, documentKey, parseDocumentLines, OPTIONAL_FILE_NAME } from "@/lib/progress/rules";
import { groupTasksByCategory, categoryOf } from "@/lib/checklist/task-groups";
import type {
  StoredCategorySnapshot,
  StoredCategoryTask,
  StoredDocumentEntry,
  StoredDocumentSnapshot,
  StoredPhaseSnapshot,
  StoredTaskSnapshot,
} from "@/lib/visitor/schema";

export interface SnapshotTask {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
  /** Line indices that do not apply to the company (lib/data/applicability.ts): they never reach a snapshot. */
  notApplicable?: readonly number[];
}

export interface SnapshotProgress {
  completed: boolean;
  priority: string | null;
  notes: string | null;
  documentUrl: string | null;
  documents: unknown;
}

export interface SnapshotPhase {
  id: string;
  name: string;
  description: string | null;
}

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

type StoredDocument = Pick<StoredDocumentEntry, "fileUrl" | "fileName" | "optional" | "notApplicable" | "removed"> & { completed: boolean };

/** The stored document state for `key`, read defensively (the column is free-form JSON). */
function storedDocument(documents: unknown, key: string): StoredDocument {
  const raw = documents && typeof documents === "object" && !Array.isArray(documents) ? (documents as Record<string, unknown>)[key] : undefined;
  const doc = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const fileName = str(doc.fileName);
  return {
    completed: doc.completed === true,
    fileUrl: str(doc.fileUrl),
    fileName,
    // Only when set, so that snapshots of plain documents keep the shape SPEC.md section 3 gives them.
    ...(doc.optional === true || fileName === OPTIONAL_FILE_NAME ? { optional: true as const } : {}),
    ...(doc.notApplicable === true ? { notApplicable: true as const } : {}),
    ...(doc.removed === true ? { removed: true as const } : {}),
  };
}

/** The task's document lines that apply to the company. */
export function applicableLines(task: SnapshotTask) {
  const skip = new Set(task.notApplicable ?? []);
  return parseDocumentLines(task.description).filter((line) => !skip.has(line.index));
}

export function documentEntries(task: SnapshotTask, progress: SnapshotProgress | undefined): StoredDocumentEntry[] {
  return applicableLines(task).map((line) => ({
    name: line.name,
    ...storedDocument(progress?.documents, documentKey(task.id, line.index)),
  }));
}

export function taskSnapshot(task: SnapshotTask, progress: SnapshotProgress | undefined): StoredTaskSnapshot {
  return {
    label: task.title,
    category: categoryOf(task),
    description: descriptionSummary(task.description),
    completed: progress?.completed ?? false,
    priority: progress?.priority ?? task.priority,
    notes: progress?.notes?.trim() ? progress.notes : null,
    documentUrl: progress?.documentUrl ?? null,
    documents: documentEntries(task, progress),
  };
}

/** A task inside a shared section or phase: its state, documents and files. */
export function categoryTaskSnapshot(task: SnapshotTask, progress: SnapshotProgress | undefined): StoredCategoryTask {
  const full = taskSnapshot(task, progress);
  return {
    title: full.label,
    description: full.description,
    completed: full.completed,
    priority: full.priority,
    documentUrl: full.documentUrl,
    documents: full.documents,
    notes: full.notes,
  };
}

export function categorySnapshot(
  phase: SnapshotPhase,
  category: string,
  tasks: SnapshotTask[],
  progressOf: (taskId: string) => SnapshotProgress | undefined,
): StoredCategorySnapshot {
  return {
    label: category,
    category,
    phaseId: phase.id,
    phaseName: phase.name,
    tasks: tasks.map((task) => categoryTaskSnapshot(task, progressOf(task.id))),
  };
}

/** A phase with its tasks grouped by section, ordered as the phase page orders them (the founder's priorities). */
export function phaseSnapshot(
  phase: SnapshotPhase,
  tasks: SnapshotTask[],
  progressOf: (taskId: string) => SnapshotProgress | undefined,
): StoredPhaseSnapshot {
  const completedCount = tasks.filter((t) => progressOf(t.id)?.completed).length;
  const groups = groupTasksByCategory(
    tasks.map((task) => ({ ...task, estimatedDays: null })),
    (task) => progressOf(task.id)?.priority ?? task.priority,
  );
  return {
    label: phase.name,
    description: phase.description,
    taskCount: tasks.length,
    completedCount,
    completed: tasks.length > 0 && completedCount >= tasks.length,
    sections: groups.map((group) => ({
      category: group.category,
      tasks: group.tasks.map((task) => categoryTaskSnapshot(task, progressOf(task.id))),
    })),
  };
}

/** The snapshot of document line `index` of `task`, or null when the task has no such line. */
export function documentSnapshot(task: SnapshotTask, index: number, progress: SnapshotProgress | undefined): StoredDocumentSnapshot | null {
  const line = applicableLines(task).find((l) => l.index === index);
  if (!line) return null;
  const stored = storedDocument(progress?.documents, documentKey(task.id, index));
  return { label: line.name, taskTitle: task.title, category: categoryOf(task), ...stored };
}
