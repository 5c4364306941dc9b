"use client";

import type { Control, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { profileMessages } from "@/lib/messages/profile";

interface Option {
  value: string;
  label: string;
}

/** One optional choice ("Not said" clears it) for a fact held as a string in the form. */
export function FactSelectField({
  control,
  name,
  label,
  options,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  options: readonly Option[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        // Bottom-aligned in its row: beside a two-line label, the select sits level with its neighbour's.
        <FormItem className="content-end">
          <FormLabel>{label}</FormLabel>
          <Select
            value={typeof field.value === "string" && field.value ? field.value : "__none"}
            onValueChange={(v) => field.onChange(v === "__none" ? "" : v)}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} aria-label={label}>
                <SelectValue placeholder={profileMessages.notSaid} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="__none">{profileMessages.notSaid}</SelectItem>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A list fact as checkboxes; none ticked means not said. `exclusive` is a choice that stands alone
 * ("None of these"): ticking it clears the others, ticking another clears it.
 */
export function FactChecklistField({
  control,
  name,
  label,
  description,
  options,
  exclusive,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  description: string;
  options: readonly Option[];
  exclusive?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const selected: string[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (value: string, checked: boolean) => {
          if (!checked) return field.onChange(selected.filter((v) => v !== value));
          if (value === exclusive) return field.onChange([value]);
          field.onChange([...selected.filter((v) => v !== exclusive), value]);
        };
        return (
          <FormItem className="sm:col-span-2">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{label}</legend>
              <FormDescription>{description}</FormDescription>
              <div className="flex flex-wrap gap-4">
                {options.map((o) => (
                  <label key={o.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={selected.includes(o.value)}
                      onChange={(event) => toggle(o.value, event.target.checked)}
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
