"use client";

import { useFormContext, useWatch, type Control, type FieldValues } from "react-hook-form";
import { NO_SECTOR } from "@/lib/checklist/company-facts";
import { FACT_FLAGS } from "@/lib/checklist/types";
import { COUNTRY_OPTIONS, entityTypeOptions, FACT_LABELS, HEADCOUNT_OPTIONS, SECTOR_OPTIONS } from "@/lib/company/schema/company-facts";
import { CountryField } from "./country-field";
import { FactChecklistField, FactSelectField } from "./fact-fields";

/** Form values of the facts: selects as strings ("" = not said), yes/no as "yes" | "no" | "", lists as arrays. */
export type FactValues = {
  countryOfIncorporation?: string | null;
  entityType?: string | null;
  countriesOfOperation?: string[] | null;
  foreignInvestors?: string | boolean | null;
  headcountBand?: string | null;
  hasSubsidiaries?: string | boolean | null;
  regulatedSectors?: string[] | null;
} & { [K in (typeof FACT_FLAGS)[number]]?: string | boolean | null };

const yesNo = (v: unknown) => (v === true ? "yes" : v === false ? "no" : "");
const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

/** A company's stored facts as form values. */
export function factValues(company: { [K in keyof FactValues]?: unknown } | null | undefined): Required<FactValues> {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    countryOfIncorporation: text(company?.countryOfIncorporation),
    entityType: text(company?.entityType),
    countriesOfOperation: list(company?.countriesOfOperation),
    foreignInvestors: yesNo(company?.foreignInvestors),
    headcountBand: text(company?.headcountBand),
    hasSubsidiaries: yesNo(company?.hasSubsidiaries),
    regulatedSectors: list(company?.regulatedSectors),
    ...(Object.fromEntries(FACT_FLAGS.map((flag) => [flag, yesNo(company?.[flag])])) as Record<(typeof FACT_FLAGS)[number], string>),
  };
}

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const SELECTS = [
  { name: "headcountBand", options: HEADCOUNT_OPTIONS },
  { name: "foreignInvestors", options: YES_NO },
  { name: "hasSubsidiaries", options: YES_NO },
] as const;

/**
 * The company facts that decide which checklist lines apply, for any form (inside a <Form>) whose
 * values include FactValues: the country of incorporation first, then the entity types of that
 * country and the rest, then what the company does. All optional; a fact left unsaid never hides
 * a document.
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
        <FactSelectField key={s.name} control={control} name={s.name} label={FACT_LABELS[s.name]} options={s.options} />
      ))}
      <FactChecklistField
        control={control}
        name="countriesOfOperation"
        label={FACT_LABELS.countriesOfOperation}
        description="Where the company has staff, offices or customers it must register for."
        options={COUNTRY_OPTIONS}
      />
      {FACT_FLAGS.map((flag) => (
        <FactSelectField key={flag} control={control} name={flag} label={FACT_LABELS[flag]} options={YES_NO} />
      ))}
      <FactChecklistField
        control={control}
        name="regulatedSectors"
        label={FACT_LABELS.regulatedSectors}
        description="Sectors where a regulator licenses or supervises what you do. Leave all unticked if you are unsure."
        options={SECTOR_OPTIONS}
        exclusive={NO_SECTOR}
      />
    </fieldset>
  );
}
