"use client";

import { validation } from "@/lib/messages/forms";
import { toasts, type ToastMessage } from "@/lib/messages/toasts";
import { parseRememberDays } from "@/lib/spaces/rules/space-settings";
import { useAddSpaceItems, useCreateSpace, type CreateSpaceInput, type SharedSpace } from "@/lib/queries/shared-spaces";
import { accessControlsInput } from "./access-controls";
import type { ShareableItem } from "./contract";
import { notifyAdded, notifyError, notifyInvalid, notifySuccess } from "./feedback";
import { toSharePayload } from "./share-payload";
import { expiryPayload, shareProblem, type ShareTarget } from "./share-target";

export interface ShareMessages {
  created: ToastMessage;
  added: ToastMessage;
  createFailed: string;
  addFailed: string;
}

/**
 * POST /api/shared-spaces's body for a new space from the dialog's fields: what "Create" sends, and
 * what "Preview as investor" renders before the link exists.
 */
export function newSpaceInput(companyId: string, target: ShareTarget, items: ShareableItem[]): CreateSpaceInput {
  const rememberVisitorDays = parseRememberDays(target.rememberDays);
  return {
    companyId,
    name: target.name.trim(),
    description: target.description.trim() || null,
    items: items.map(toSharePayload),
    includeNotes: target.includeNotes,
    showChecklistStatus: target.showChecklistStatus,
    allowDownloads: target.allowDownloads,
    watermark: target.watermark,
    allowCopying: target.allowCopying,
    ...expiryPayload(target),
    ...accessControlsInput(target.access),
    ...(rememberVisitorDays === null ? {} : { rememberVisitorDays }),
  };
}

export type ShareOutcome = { kind: "created"; space: SharedSpace } | { kind: "added"; space: SharedSpace };

/** Creates a space from the items or adds them to an existing one, with the flow's own toasts. */
export function useShareSubmit(companyId: string | null | undefined, messages: ShareMessages) {
  const create = useCreateSpace();
  const add = useAddSpaceItems();

  /** `allowEmpty`: the list dialog creates empty spaces that are filled later. */
  async function submit(
    target: ShareTarget,
    items: ShareableItem[],
    { allowEmpty = false }: { allowEmpty?: boolean } = {},
  ): Promise<ShareOutcome | null> {
    if (items.length === 0 && !allowEmpty) {
      notifyInvalid(toasts.noTasksSelected);
      return null;
    }
    const problem = shareProblem(target, allowEmpty ? Math.max(1, items.length) : items.length);
    if (problem) {
      notifyInvalid(problem);
      return null;
    }
    if (target.mode === "new") {
      if (!companyId) {
        notifyInvalid(validation.companyIdRequired);
        return null;
      }
      try {
        const space = await create.mutateAsync(newSpaceInput(companyId, target, items));
        notifySuccess(messages.created);
        return { kind: "created", space };
      } catch (error) {
        notifyError(error, messages.createFailed);
        return null;
      }
    }
    try {
      const space = await add.mutateAsync({ id: target.spaceId, items: items.map(toSharePayload) });
      notifyAdded(messages.added, space.skipped ?? []);
      return { kind: "added", space };
    } catch (error) {
      notifyError(error, messages.addFailed);
      return null;
    }
  }

  return { submit, pending: create.isPending || add.isPending };
}
