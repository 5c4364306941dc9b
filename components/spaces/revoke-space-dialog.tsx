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
import { useRevokeWithFeedback } from "@/components/sharing/revoke-space-button";
import { visitorGate } from "@/lib/messages/shared-view";
import { spacesPage } from "@/lib/messages/spaces";
import type { SharedSpace } from "@/lib/queries/shared-spaces";

/** "Revoke now" from a menu: the same confirm and mutation as the Edit dialog's button. */
export function RevokeSpaceDialog({ space, onOpenChange }: { space: SharedSpace | null; onOpenChange(open: boolean): void }) {
  const { revokeSpace, pending } = useRevokeWithFeedback();
  const confirm = async (target: SharedSpace) => {
    await revokeSpace(target);
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
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
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
