"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { memberMessages } from "@/lib/messages/company";
import { useAcceptInvitation } from "@/lib/queries/members";
import { errorMessage } from "@/lib/queries/client";

export function JoinCompanyButton({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onJoin = async () => {
    setFailure(null);
    try {
      const joined = await accept.mutateAsync(token);
      toast.success(memberMessages.joined(joined.companyName));
      setLeaving(true);
      // A full load: the nav bar and every page read the new current company on the server.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    } catch (error) {
      setFailure(errorMessage(error, memberMessages.failed));
    }
  };

  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button onClick={onJoin} disabled={accept.isPending || leaving}>
        {accept.isPending || leaving ? "Joining..." : "Join company"}
      </Button>
    </div>
  );
}
