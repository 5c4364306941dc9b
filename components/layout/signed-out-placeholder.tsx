import { LockKeyhole } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LOGIN_PATH } from "@/lib/constants";
import { chrome } from "@/lib/messages";
import { safeCallbackPath } from "@/lib/utils";

/**
 * Shown on a protected route when nobody is signed in. `returnTo` brings the user back to
 * this page after signing in.
 */
export function SignedOutPlaceholder({ returnTo }: { returnTo?: string }) {
  const target = safeCallbackPath(returnTo, "");
  const href = target ? `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(target)}` : LOGIN_PATH;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">{chrome.signedOutTitle}</h1>
        <p className="text-sm text-muted-foreground">{chrome.signedOutDescription}</p>
      </div>
      <Button asChild>
        <a href={href}>Sign In</a>
      </Button>
    </div>
  );
}
