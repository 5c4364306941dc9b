"use client";

import { Ban } from "lucide-react";
import { ConfirmButton } from "@/components/members/confirm-button";
import { visitorGate } from "@/lib/messages/shared-view";
import { spacesPage } from "@/lib/messages/spaces";
import { useRevokeSpace, type SharedSpace } from "@/lib/queries/shared-spaces";
import { notifyError, notifySuccess } from "./feedback";

/** Revokes a space and says how it went (toast): one behaviour for the Edit dialog's button and the links page's menu. */
export function useRevokeWithFeedback() {
  const revoke = useRevokeSpace();
  const revokeSpace = async (space: SharedSpace): Promise<boolean> => {
    try {
      await revoke.mutateAsync(space.id);
      notifySuccess({ title: visitorGate.revokedToast });
      return true;
    } catch (error) {
      notifyError(error, spacesPage.revokeFailed);
      return false;
    }
  };
  return { revokeSpace, pending: revoke.isPending };
}

/** "Revoke now", with a confirm dialog; a revoked space says so instead. */
export function RevokeSpaceButton({ space, onRevoked }: { space: SharedSpace; onRevoked?(): void }) {
  const { revokeSpace } = useRevokeWithFeedback();
  if (space.revokedAt) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Access revoked. Visitors can no longer open this space; the access log stays.
      </p>
    );
  }
  return (
    <ConfirmButton
      label="Revoke now"
      icon={<Ban aria-hidden="true" />}
      className="text-destructive"
      size="default"
      title={spacesPage.revokeTitle(space.name)}
      description={visitorGate.revokeConfirm}
      confirm="Revoke now"
      onConfirm={async () => {
        if (await revokeSpace(space)) onRevoked?.();
      }}
    />
  );
}
