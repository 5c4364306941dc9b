"use client";

import type { Control } from "react-hook-form";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { TEAM_TEXT_LIMITS } from "@/lib/team/schema/team";
import type { TeamConfig, TeamField } from "./team-config";
import type { TeamFormValues } from "./team-form-values";

interface TeamEntryFieldsProps {
  config: TeamConfig;
  control: Control<TeamFormValues, unknown, unknown[]>;
  index: number;
  heading: string;
  onRemove?(): void;
}

const INPUT_TYPE: Record<Exclude<TeamField["type"], "checkbox" | "decimal">, string> = {
  text: "text",
  email: "email",
  url: "url",
  date: "date",
};

/** The inputs of one team entry, named `entries.{index}.{field}`. */
export function TeamEntryFields({ config, control, index, heading, onRemove }: TeamEntryFieldsProps) {
  return (
    <fieldset className="relative rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <legend className="float-left mb-4 w-full pt-1.5 pr-28 text-sm font-semibold">{heading}</legend>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="absolute top-3 right-3 text-destructive hover:text-destructive sm:top-4 sm:right-4"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      )}
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        {config.fields.map((field) => (
          <FormField
            key={field.name}
            control={control}
            name={`entries.${index}.${field.name}`}
            render={({ field: input }) =>
              field.type === "checkbox" ? (
                <FormItem className="flex items-center gap-2 self-end pb-2">
                  <FormControl>
                    <Checkbox
                      checked={input.value === true}
                      onCheckedChange={(v) => input.onChange(v === true)}
                      onBlur={input.onBlur}
                      ref={input.ref}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">{field.label}</FormLabel>
                </FormItem>
              ) : (
                <FormItem className={cn(field.wide && "sm:col-span-2")}>
                  <FormLabel>{field.label}</FormLabel>
                  <FormControl>
                    <Input
                      name={input.name}
                      ref={input.ref}
                      onBlur={input.onBlur}
                      onChange={input.onChange}
                      value={typeof input.value === "string" ? input.value : ""}
                      type={field.type === "decimal" ? "text" : INPUT_TYPE[field.type]}
                      inputMode={field.type === "decimal" ? "decimal" : undefined}
                      placeholder={field.placeholder}
                      autoComplete="off"
                      maxLength={TEAM_TEXT_LIMITS[field.name as keyof typeof TEAM_TEXT_LIMITS]}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
