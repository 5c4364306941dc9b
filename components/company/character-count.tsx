"use client";

import { FormDescription } from "@/components/ui/form";
import { cn } from "@/lib/utils";

/**
 * "12/200" under a text field: the limit is visible before anyone reaches it (the input's
 * maxLength stops typing there). Inside a FormItem, so the input is described by it.
 */
export function CharacterCount({ value, max, className }: { value: unknown; max: number; className?: string }) {
  const length = typeof value === "string" ? value.length : 0;
  return (
    <FormDescription className={cn("text-right text-xs tabular-nums", length >= max && "text-destructive", className)}>
      <span className="sr-only">Characters used: </span>
      {length}/{max}
    </FormDescription>
  );
}
