"use client";

import { useFormContext, useWatch, type Control, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { COUNTRY_OPTIONS, entityTypeOptions, FACT_LABELS, HEADCOUNT_OPTIONS } from "@/lib/validations/company-facts";
import { CountryField } from "./country-field";

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
const NOT_SAID = "Not said";
const SELECTS = [
  { name: "headcountBand", options: HEADCOUNT_OPTIONS },
  { name: "foreignInvestors", options: YES_NO },
  { name: "regulatedSector", options: YES_NO },
  { name: "hasSubsidiaries", options: YES_NO },
] as const;

/**
 * The company facts that decide which checklist lines apply, for any form (inside a <Form>) whose
 * values include FactValues: the country of incorporation first, then the entity types of that
 * country and the rest. All optional; a fact left unsaid never hides a document.
 */
export function CompanyFactsFields({ control }: { control: Control<FieldValues> }) {
  const { getValues, setValue } = useFormContext();
  const country = useWatch({ control, name: "countryOfIncorporation" }) as string | null | undefined;
  // A legal form the new country does not have is cleared rather than kept out of sight.
  const keepEntityTypeOf = (picked: string) => {
    const entityType = getValues("entityType") as string | null | undefined;
    if (entityType && !entityTypeOptions(picked).some((o) => o.value === entityType)) setValue("entityType", "", { shouldDirty: true });
  };
  const selects = [{ name: "entityType", options: entityTypeOptions(country) }, ...SELECTS] as const;
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">Checklist facts</legend>
      <div className="space-y-1 sm:col-span-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          Checklist facts
        </p>
        <p className="text-sm text-muted-foreground">
          These decide which documents apply to you. Leave any you are unsure of empty: a fact left unsaid never hides a document.
        </p>
      </div>
      <CountryField control={control} onPicked={keepEntityTypeOf} />
      {selects.map((s) => (
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
                    <SelectValue placeholder={NOT_SAID} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="__none">{NOT_SAID}</SelectItem>
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
