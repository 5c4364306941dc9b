"use client";

import type { Control, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { COUNTRY_OPTIONS, ENTITY_TYPE_OPTIONS, FACT_LABELS, HEADCOUNT_OPTIONS } from "@/lib/validations/company-facts";

/** Form values of the facts: selects as strings ("" = not said), yes/no as "yes" | "no" | "". */
export interface FactValues {
  countryOfIncorporation?: string | null;
  entityType?: string | null;
  countriesOfOperation?: string[] | null;
  foreignInvestors?: string | boolean | null;
  headcountBand?: string | null;
  regulatedSector?: string | boolean | null;
  hasSubsidiaries?: string | boolean | null;
}

const yesNo = (v: boolean | null | undefined) => (v === true ? "yes" : v === false ? "no" : "");

/** A company's stored facts as form values. */
export function factValues(company: { [K in keyof FactValues]?: unknown } | null | undefined): Required<FactValues> {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    countryOfIncorporation: text(company?.countryOfIncorporation),
    entityType: text(company?.entityType),
    countriesOfOperation: Array.isArray(company?.countriesOfOperation) ? (company.countriesOfOperation as string[]) : [],
    foreignInvestors: yesNo(company?.foreignInvestors as boolean | null | undefined),
    headcountBand: text(company?.headcountBand),
    regulatedSector: yesNo(company?.regulatedSector as boolean | null | undefined),
    hasSubsidiaries: yesNo(company?.hasSubsidiaries as boolean | null | undefined),
  };
}

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const SELECTS = [
  { name: "countryOfIncorporation", options: COUNTRY_OPTIONS, placeholder: "India (default)" },
  { name: "entityType", options: ENTITY_TYPE_OPTIONS, placeholder: "Not said" },
  { name: "headcountBand", options: HEADCOUNT_OPTIONS, placeholder: "Not said" },
  { name: "foreignInvestors", options: YES_NO, placeholder: "Not said" },
  { name: "regulatedSector", options: YES_NO, placeholder: "Not said" },
  { name: "hasSubsidiaries", options: YES_NO, placeholder: "Not said" },
] as const;

/**
 * The company facts that decide which checklist lines apply (issue 18), for any form whose values
 * include FactValues. All optional; saying nothing keeps the India checklist.
 */
export function CompanyFactsFields({ control }: { control: Control<FieldValues> }) {
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">Checklist facts</legend>
      <div className="space-y-1 sm:col-span-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          Checklist facts
        </p>
        <p className="text-sm text-muted-foreground">
          These decide which documents apply to you. Leave them empty for an Indian private limited company.
        </p>
      </div>
      {SELECTS.map((s) => (
        <FormField
          key={s.name}
          control={control}
          name={s.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{FACT_LABELS[s.name]}</FormLabel>
              <Select
                value={typeof field.value === "string" && field.value ? field.value : "__none"}
                onValueChange={(v) => field.onChange(v === "__none" ? "" : v)}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} aria-label={FACT_LABELS[s.name]}>
                    <SelectValue placeholder={s.placeholder} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="__none">{s.placeholder}</SelectItem>
                  {s.options.map((o) => (
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
      ))}
      <FormField
        control={control}
        name="countriesOfOperation"
        render={({ field }) => {
          const selected: string[] = Array.isArray(field.value) ? field.value : [];
          return (
            <FormItem className="sm:col-span-2">
              <FormLabel>{FACT_LABELS.countriesOfOperation}</FormLabel>
              <FormDescription>Where the company has staff, offices or customers it must register for.</FormDescription>
              <div className="flex flex-wrap gap-4">
                {COUNTRY_OPTIONS.map((c) => (
                  <label key={c.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={selected.includes(c.value)}
                      onChange={(event) => field.onChange(event.target.checked ? [...selected, c.value] : selected.filter((v) => v !== c.value))}
                    />
                    {c.label}
                  </label>
                ))}
              </div>
              <FormMessage />
            </FormItem>
          );
        }}
      />
    </fieldset>
  );
}
