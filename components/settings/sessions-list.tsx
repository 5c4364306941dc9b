"use client";

import { formatDistanceToNow } from "date-fns";
import { Monitor } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LOGOUT_PATH } from "@/lib/constants";
import { useSessions, useSignOutEverywhere } from "@/lib/queries/account";
import { showError } from "@/lib/toast";
import type { SessionEntry } from "@/lib/account/schema/account";

export function SessionsList({ initial }: { initial: SessionEntry[] }) {
  const { data: sessions } = useSessions(initial);
  const signOut = useSignOutEverywhere();

  const onSignOutEverywhere = async () => {
    try {
      await signOut.mutateAsync();
      // This browser's session went too: the log-out route clears its cookies and goes home.
      window.location.assign(LOGOUT_PATH);
    } catch (error) {
      showError(error, "Could not sign out everywhere");
    }
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-md border" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center gap-3 px-4 py-3 text-sm">
            <Monitor className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {s.browser}
                {s.current && (
                  <Badge variant="secondary" className="ml-2 align-middle">
                    This browser
                  </Badge>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                Last used <time dateTime={s.lastUsedAt}>{formatDistanceToNow(new Date(s.lastUsedAt), { addSuffix: true })}</time>
                {" · "}signed in <time dateTime={s.createdAt}>{formatDistanceToNow(new Date(s.createdAt), { addSuffix: true })}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onSignOutEverywhere} disabled={signOut.isPending}>
        {signOut.isPending ? "Signing out..." : "Sign out everywhere"}
      </Button>
    </div>
  );
}
