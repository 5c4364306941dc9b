"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NOT_APPLICABLE_REASON_MAX } from "@/lib/progress/schema";
import { NOT_APPLICABLE_REASON_REQUIRED } from "@/lib/messages/progress";

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, NOT_APPLICABLE_REASON_REQUIRED)
    .max(NOT_APPLICABLE_REASON_MAX, `The reason can be at most ${NOT_APPLICABLE_REASON_MAX} characters`),
});
type ReasonValues = z.input<typeof reasonSchema>;

interface NotApplicableDialogProps {
  documentName: string;
  onOpenChange(open: boolean): void;
  onConfirm(reason: string): Promise<void>;
}

/** Asks why a document does not apply; the reason is kept with it and shown to visitors of a share. */
export function NotApplicableDialog({ documentName, onOpenChange, onConfirm }: NotApplicableDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const form = useForm<ReasonValues, unknown, z.output<typeof reasonSchema>>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const length = useWatch({ control: form.control, name: "reason" }).length;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason))} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Mark as not applicable</DialogTitle>
            <DialogDescription className="break-words">{documentName}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={fieldId}>Why does this document not apply?</Label>
            <Textarea
              id={fieldId}
              rows={3}
              maxLength={NOT_APPLICABLE_REASON_MAX}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              placeholder="e.g. The company has never borrowed money."
              {...form.register("reason")}
            />
            <div className="flex justify-between text-xs text-muted-foreground">
              <span id={errorId} role={error ? "alert" : undefined} className="text-destructive">
                {error}
              </span>
              <span>
                {length}/{NOT_APPLICABLE_REASON_MAX}
              </span>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={form.formState.isSubmitting}>
              Mark not applicable
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
