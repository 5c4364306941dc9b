import { descriptionSummary, documentKey, parseDocumentLines } from "@/lib/domain/documents";
import type { CategorySnapshot, DocumentEntrySnapshot, DocumentSnapshot, PhaseSnapshot, TaskSnapshot } from "./types";
import { DEFAULT_CATEGORY } from "./types";

export interface SnapshotTask {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
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

/** The stored document state for `key`, read defensively (the column is free-form JSON). */
function storedDocument(documents: unknown, key: string): { completed: boolean; fileUrl: string | null; fileName: string | null } {
  const raw = documents && typeof documents === "object" && !Array.isArray(documents) ? (documents as Record<string, unknown>)[key] : undefined;
  const doc = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return { completed: doc.completed === true, fileUrl: str(doc.fileUrl), fileName: str(doc.fileName) };
}

export function categoryOf(task: Pick<SnapshotTask, "category">): string {
  return task.category?.trim() || DEFAULT_CATEGORY;
}

export function documentEntries(task: SnapshotTask, progress: SnapshotProgress | undefined): DocumentEntrySnapshot[] {
  return parseDocumentLines(task.description).map((line) => ({
    name: line.name,
    ...storedDocument(progress?.documents, documentKey(task.id, line.index)),
  }));
}

export function taskSnapshot(task: SnapshotTask, progress: SnapshotProgress | undefined): TaskSnapshot {
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

export function categorySnapshot(
  phase: SnapshotPhase,
  category: string,
  tasks: SnapshotTask[],
  progressOf: (taskId: string) => SnapshotProgress | undefined,
): CategorySnapshot {
  return {
    label: category,
    category,
    phaseId: phase.id,
    phaseName: phase.name,
    tasks: tasks.map((task) => {
      const progress = progressOf(task.id);
      return {
        title: task.title,
        description: descriptionSummary(task.description),
        completed: progress?.completed ?? false,
        priority: progress?.priority ?? task.priority,
        documentUrl: progress?.documentUrl ?? null,
      };
    }),
  };
}

export function phaseSnapshot(phase: SnapshotPhase, taskCount: number, completedCount: number): PhaseSnapshot {
  return {
    label: phase.name,
    description: phase.description,
    taskCount,
    completedCount,
    completed: taskCount > 0 && completedCount >= taskCount,
  };
}

/** The snapshot of document line `index` of `task`, or null when the task has no such line. */
export function documentSnapshot(task: SnapshotTask, index: number, progress: SnapshotProgress | undefined): DocumentSnapshot | null {
  const line = parseDocumentLines(task.description).find((l) => l.index === index);
  if (!line) return null;
  const stored = storedDocument(progress?.documents, documentKey(task.id, index));
  return { label: line.name, taskTitle: task.title, category: categoryOf(task), ...stored };
}
