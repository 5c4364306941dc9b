"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { type DocumentsPatch, sameDocument, isTaskComplete, type DocumentsMap } from "@/lib/progress/rules";
import { isPriority } from "@/lib/checklist/types";
import { lifecycleMessages } from "@/lib/messages/documents";
import { errors, toasts, type ToastMessage } from "@/lib/messages/toasts";
import { showError, showSuccess } from "@/lib/toast";
import type { Task } from "@/lib/queries/phases";
import {
  conflictCurrent,
  fetchRemovedDocuments,
  invalidateAfterProgressSave,
  progressKeys,
  useSaveProgress,
  type ProgressRecord,
  type ProgressSave,
} from "@/lib/queries/progress";
import { apiJson } from "@/lib/queries/client";

/** The documents `next` changes against `current`: a changed entry, or `null` for one removed. */
export function documentsPatch(current: DocumentsMap, next: DocumentsMap): DocumentsPatch {
  const keys = new Set([...Object.keys(current), ...Object.keys(next)]);
  const patch: DocumentsPatch = {};
  for (const key of keys) {
    if (!next[key]) {
      if (current[key]) patch[key] = null;
    } else if (!current[key] || !sameDocument(current[key], next[key]) || current[key].name !== next[key].name) {
      patch[key] = next[key];
    }
  }
  return patch;
}

/** One object for "no documents yet", so the rows built from it are not rebuilt on every render. */
const NO_DOCUMENTS: DocumentsMap = {};

/**
 * One task's record from the company's progress list (the list useCompanyProgress reads, same key
 * and request). The selection is the record itself, so a save on another task, which leaves this
 * record the same object, does not re-render this card: on a phase page with every task expanded
 * a save used to re-render all of them.
 */
function useTaskRecord(companyId: string, taskId: string) {
  const select = useCallback((body: { data: ProgressRecord[] }) => body.data.find((r) => r.taskId === taskId) ?? null, [taskId]);
  // SPEC.md section 9: progress per task card is refetched with zero stale time.
  return useQuery({ queryKey: progressKeys.company(companyId), select, enabled: !!companyId, staleTime: 0 });
}

/**
 * One task's saved progress and the three ways a founder changes it. A save sends only what it
 * changes, with the stored values it started from (`base`): a change made elsewhere meanwhile
 * answers 409, the card then shows the current state and a toast offers to re-apply the change.
 */
export function useTaskProgress(companyId: string, task: Task) {
  const progress = useTaskRecord(companyId, task.id);
  const save = useSaveProgress(companyId);
  const queryClient = useQueryClient();
  const record = progress.data ?? undefined;

  // An upload takes a while: build the next state from the cache at save time, not at click time.
  const latest = (): ProgressRecord | undefined =>
    queryClient.getQueryData<{ data: ProgressRecord[] }>(progressKeys.company(companyId))?.data.find((r) => r.taskId === task.id);
  const documents: DocumentsMap = record?.documents ?? NO_DOCUMENTS;
  const priority = record?.priority ?? task.priority;
  const notes = record?.notes ?? "";
  // Counted like the server's phase figures: a task is done once its saved record says so.
  const completed = record?.completed ?? false;

  const common = (current: ProgressRecord | undefined): ProgressSave => ({
    companyId,
    taskId: task.id,
    phaseId: task.phaseId,
    completed: isTaskComplete(task.id, task.description, current?.documents, task.notApplicable),
  });

  /** Saves what `build` makes of the latest state; on a conflict, offers to build it again on the new state. */
  async function run(build: (current: ProgressRecord | undefined) => ProgressSave, success: ToastMessage | null, failure: string): Promise<boolean> {
    try {
      await save.mutateAsync(build(latest()));
      if (success) showSuccess(success);
      return true;
    } catch (error) {
      if (conflictCurrent(error) !== undefined) {
        toast.warning(lifecycleMessages.conflictToastTitle, {
          description: lifecycleMessages.conflict,
          action: { label: lifecycleMessages.reapply, onClick: () => void run(build, success, failure) },
        });
        return false;
      }
      showError(error, failure);
      return false;
    }
  }

  /** Finds the newest trash entry of the document and puts it back. */
  async function undoRemoval(key: string) {
    try {
      const { data } = await fetchRemovedDocuments(companyId, task.id);
      const entry = data.find((removed) => removed.documentKey === key);
      if (!entry) throw new Error(lifecycleMessages.removedNotFound);
      await apiJson("POST", `/api/company/${companyId}/removed-documents/${entry.id}/restore`);
      showSuccess({ title: lifecycleMessages.restored });
    } catch (error) {
      showError(error, lifecycleMessages.restoreFailed);
    } finally {
      await invalidateAfterProgressSave(queryClient, companyId);
    }
  }

  return {
    isLoading: progress.isLoading,
    record,
    documents,
    priority,
    notes,
    completed,
    /** `update` gets the latest saved documents and returns the new map; only the difference is sent. */
    updateDocuments: (update: (current: DocumentsMap) => DocumentsMap, success: ToastMessage) => {
      const removal = success === toasts.documentRemoved;
      let removedKeys: string[] = [];
      const ok = run(
        (current) => {
          const before = current?.documents ?? {};
          const next = update(before);
          const patch = documentsPatch(before, next);
          removedKeys = Object.keys(patch).filter((key) => patch[key] === null);
          const base = { documents: Object.fromEntries(Object.keys(patch).map((key) => [key, before[key] ?? null])) };
          return { ...common(current), documents: patch, base, completed: isTaskComplete(task.id, task.description, next, task.notApplicable) };
        },
        removal ? null : success,
        errors.saveDocuments,
      );
      return ok.then((saved) => {
        if (saved && removal) {
          const keys = removedKeys;
          toast.success(success.title, { action: { label: lifecycleMessages.undo, onClick: () => keys.forEach((key) => void undoRemoval(key)) } });
        }
        return saved;
      });
    },
    /** `next` comes from PrioritySelect's choices; the stored priority is sent back as `base` (null when none or unknown). */
    savePriority: (next: string) =>
      isPriority(next)
        ? run(
            (current) => ({ ...common(current), priority: next, base: { priority: isPriority(current?.priority) ? current.priority : null } }),
            toasts.taskUpdated,
            errors.updateTask,
          )
        : Promise.resolve(false),
    saveNotes: (next: string) =>
      run((current) => ({ ...common(current), notes: next, base: { notes: current?.notes ?? null } }), toasts.notesUpdated, errors.updateNotes),
  };
}
