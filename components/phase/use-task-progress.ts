"use client";

import { useQueryClient } from "@tanstack/react-query";
import { isTaskComplete, type DocumentsMap } from "@/lib/domain/progress";
import { errors, toasts, type ToastMessage } from "@/lib/messages";
import { showError, showSuccess } from "@/lib/toast";
import type { Task } from "@/lib/queries/phases";
import {
  progressKeys,
  useCompanyProgress,
  useSaveProgress,
  type ProgressRecord,
  type ProgressSave,
} from "@/lib/queries/progress";

/**
 * One task's saved progress and the three ways a founder changes it. Every save posts the
 * task's current priority and the completion the server will derive (isTaskComplete), so the
 * optimistic record matches what comes back.
 */
export function useTaskProgress(companyId: string, task: Task) {
  // SPEC.md section 9: progress per task card is refetched with zero stale time.
  const progress = useCompanyProgress(companyId, { staleTime: 0 });
  const save = useSaveProgress(companyId);
  const queryClient = useQueryClient();
  const record = progress.data?.find((r) => r.taskId === task.id);

  // An upload takes a while: build the next state from the cache at save time, not at click time.
  const latest = (): ProgressRecord | undefined =>
    queryClient
      .getQueryData<{ data: ProgressRecord[] }>(progressKeys.company(companyId))
      ?.data.find((r) => r.taskId === task.id);
  const documents: DocumentsMap = record?.documents ?? {};
  const priority = record?.priority ?? task.priority;
  const notes = record?.notes ?? "";
  // Counted like the server's phase figures: a task is done once its saved record says so.
  const completed = record?.completed ?? false;

  const base = (): ProgressSave => {
    const current = latest();
    return {
      companyId,
      taskId: task.id,
      phaseId: task.phaseId,
      priority: current?.priority ?? task.priority,
      completed: isTaskComplete(task.id, task.description, current?.documents),
    };
  };

  async function run(input: ProgressSave, success: ToastMessage, failure: string): Promise<boolean> {
    try {
      await save.mutateAsync(input);
      showSuccess(success);
      return true;
    } catch (error) {
      showError(error, failure);
      return false;
    }
  }

  return {
    isLoading: progress.isLoading,
    record,
    documents,
    priority,
    notes,
    completed,
    /** `update` gets the latest saved documents and returns the new map. */
    updateDocuments: (update: (current: DocumentsMap) => DocumentsMap, success: ToastMessage) => {
      const next = update(latest()?.documents ?? {});
      return run({ ...base(), documents: next, completed: isTaskComplete(task.id, task.description, next) }, success, errors.saveDocuments);
    },
    savePriority: (next: string) => run({ ...base(), priority: next }, toasts.taskUpdated, errors.updateTask),
    saveNotes: (next: string) => run({ ...base(), notes: next }, toasts.notesUpdated, errors.updateNotes),
  };
}

