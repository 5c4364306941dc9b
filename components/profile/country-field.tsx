"use client";

import type { Control, FieldValues } from "react-hook-form";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { countryMessages } from "@/lib/messages/country";
import { COUNTRY_OPTIONS, FACT_LABELS } from "@/lib/company/schema/company-facts";

/**
 * The country of incorporation as radio buttons, all visible and none chosen until the founder
 * picks one: a preselected country would quietly give a company another country's checklist.
 */
export function CountryField({ control, onPicked }: { control: Control<FieldValues>; onPicked?: (country: string) => void }) {
  return (
    <FormField
      control={control}
      name="countryOfIncorporation"
      render={({ field }) => (
        <FormItem className="sm:col-span-2">
          <fieldset className="space-y-2" aria-describedby="country-why">
            <legend className="text-sm font-medium">{FACT_LABELS.countryOfIncorporation}</legend>
            <p id="country-why" className="text-sm text-muted-foreground">
              {countryMessages.question} {countryMessages.why}
            </p>
            <div className="flex flex-wrap gap-2">
              {COUNTRY_OPTIONS.map((c) => (
                <label
                  key={c.value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={c.value}
                    className="size-4 accent-primary"
                    checked={field.value === c.value}
                    onBlur={field.onBlur}
                    ref={c.value === COUNTRY_OPTIONS[0].value ? field.ref : undefined}
                    onChange={() => {
                      field.onChange(c.value);
                      onPicked?.(c.value);
                    }}
                  />
                  {c.label}
                </label>
              ))}
            </div>
            {field.value === "OTHER" && (
              <p role="note" className="text-sm text-muted-foreground">
                {countryMessages.other}
              </p>
            )}
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
