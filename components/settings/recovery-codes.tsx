"use client";

import { Button } from "@/components/ui/button";
import { accountMessages } from "@/lib/messages/account";

/** Shown once, right after enrolment: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const blob = new Blob([`RaiseReady recovery codes (each works once)\n\n${codes.join("\n")}\n`], { type: "text/plain" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = "raiseready-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium">{accountMessages.twoFactorEnabled}</p>
      <p className="text-sm text-muted-foreground">
        Save these 10 recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
