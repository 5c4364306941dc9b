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
import { notifyError, notifySuccess } from "@/components/sharing/feedback";
import { visitorGate } from "@/lib/messages/shared-view";
import { spacesPage } from "@/lib/messages/spaces";
import { useRevokeSpace, type SharedSpace } from "@/lib/queries/shared-spaces";

/** "Revoke now" from a menu: the same confirm and mutation as the Edit dialog's button. */
export function RevokeSpaceDialog({ space, onOpenChange }: { space: SharedSpace | null; onOpenChange(open: boolean): void }) {
  const revoke = useRevokeSpace();
  const confirm = async (target: SharedSpace) => {
    try {
      await revoke.mutateAsync(target.id);
      notifySuccess({ title: visitorGate.revokedToast });
    } catch (error) {
      notifyError(error, spacesPage.revokeFailed);
    }
    onOpenChange(false);
  };
  return (
    <AlertDialog open={!!space} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{space ? spacesPage.revokeTitle(space.name) : ""}</AlertDialogTitle>
          <AlertDialogDescription>{visitorGate.revokeConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={revoke.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (space) void confirm(space);
            }}
          >
            Revoke now
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
