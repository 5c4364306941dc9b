"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LOGOUT_PATH } from "@/lib/constants";
import { useDeleteAccount } from "@/lib/queries/account";
import { showError } from "@/lib/toast";

export function AccountDangerZone({ email }: { email: string }) {
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onDelete = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(typed);
      window.location.assign(LOGOUT_PATH);
    } catch (error) {
      showError(error, "Could not delete your account");
    }
  };

  return (
    <section aria-labelledby="settings-danger" className="space-y-3 rounded-xl border border-destructive/40 p-6">
      <h2 id="settings-danger" className="font-semibold text-destructive">
        Delete company and account
      </h2>
      <p className="text-sm text-muted-foreground">
        Removes your company, team, progress, every uploaded file and every shared space for good. Shared links stop working at once. Export your data
        first if you want to keep it.
      </p>
      <AlertDialog onOpenChange={(open) => !open && setTyped("")}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete company and account</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={onDelete} className="space-y-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Delete company and account?</AlertDialogTitle>
              <AlertDialogDescription>This cannot be undone. Type your email address to confirm.</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="space-y-2">
              <Label htmlFor="delete-confirm">
                Type <span className="font-mono">{email}</span>
              </Label>
              <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete forever"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
