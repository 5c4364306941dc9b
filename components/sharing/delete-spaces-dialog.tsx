"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { errors, toasts } from "@/lib/messages/toasts";
import { useDeleteSpaces, type SharedSpace } from "@/lib/queries/shared-spaces";
import { notifyError, notifySuccess } from "./feedback";

interface DeleteSpacesDialogProps {
  spaces: Pick<SharedSpace, "id" | "name">[];
  onOpenChange(open: boolean): void;
  onDeleted(ids: string[]): void;
}

/** Confirms, then deletes with one call per id (SPEC.md section 7). */
export function DeleteSpacesDialog({ spaces, onOpenChange, onDeleted }: DeleteSpacesDialogProps) {
  const remove = useDeleteSpaces();
  const count = spaces.length;

  const confirm = async () => {
    try {
      const result = await remove.mutateAsync(spaces.map((s) => s.id));
      onDeleted(result.deleted);
      if (result.failed.length) notifyError(result.error, errors.deleteSharedSpaces);
      else notifySuccess(toasts.deleted);
    } catch (error) {
      notifyError(error, errors.deleteSharedSpaces);
    }
    onOpenChange(false);
  };

  return (
    <AlertDialog open={count > 0} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{count === 1 ? `Delete "${spaces[0].name}"?` : `Delete ${count} shared spaces?`}</AlertDialogTitle>
          <AlertDialogDescription>
            Their links stop working at once, and their items and access logs are deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
