"use client";

import { useForm, useWatch, type Control, type FieldValues } from "react-hook-form";
import { LiveForm } from "@/components/ui/live-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { CharacterCount } from "@/components/company/character-count";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { showError } from "@/lib/toast";
import { isKnownStage, normalizeStage, STAGES } from "@/lib/company/rules/stages";
import { toDateInputValue } from "@/lib/format";
import { profileMessages } from "@/lib/messages/profile";
import { errors } from "@/lib/messages/toasts";
import { useCreateCompany, useUpdateCompany, type Company, type CompanyFormValues } from "@/lib/queries/company";
import { COMPANY_LIMITS, companyFieldsSchema } from "@/lib/company/schema/company";
import { CompanyFactsFields, factValues } from "./company-facts-fields";
import { useReportDirty } from "./unsaved-changes";
import { useStashedDraft, type DraftStore } from "./use-draft-stash";

type Values = z.input<typeof companyFieldsSchema>;
type Output = z.output<typeof companyFieldsSchema>;

const TEXT_FIELDS = [{ name: "industry", label: "Industry", placeholder: "e.g. Fintech", maxLength: COMPANY_LIMITS.industry }] as const;
const NUMBER_FIELDS = [
  { name: "employeeCount", label: "Employee Count", placeholder: "e.g. 12", inputMode: "numeric" },
  { name: "monthlyRevenue", label: "Monthly Revenue ($)", placeholder: "e.g. 45000", inputMode: "decimal" },
  { name: "previousFunding", label: "Previous Funding ($)", placeholder: "e.g. 500000", inputMode: "decimal" },
  { name: "targetFunding", label: "Target Funding ($)", placeholder: "e.g. 2000000", inputMode: "decimal" },
] as const;

function toValues(company: Company | null): Values {
  const s = (v: string | number | null | undefined) => (v == null ? "" : String(v));
  return {
    name: company?.name ?? "",
    description: s(company?.description),
    industry: s(company?.industry),
    // Rows saved before stages were normalised may hold "Seed": shown as the known stage.
    stage: normalizeStage(company?.stage) ?? "",
    foundedDate: toDateInputValue(company?.foundedDate),
    employeeCount: s(company?.employeeCount),
    monthlyRevenue: s(company?.monthlyRevenue),
    previousFunding: s(company?.previousFunding),
    targetFunding: s(company?.targetFunding),
    ...(factValues(company) as Partial<Values>),
  };
}

/** Validated output back to the wire: dates as YYYY-MM-DD, cleared fields as "" (SPEC.md section 7). */
function toPayload(output: Output): CompanyFormValues {
  const payload: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(output)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) payload[key] = value;
    else if (typeof value === "boolean") payload[key] = value ? "yes" : "no";
    else payload[key] = value === null ? "" : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  }
  return payload as CompanyFormValues;
}

export function CompanyForm({ company, drafts }: { company: Company | null; drafts?: DraftStore }) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(companyFieldsSchema), defaultValues: toValues(company) });
  useStashedDraft(form, drafts, "company");
  useReportDirty("company", form.formState.isDirty);
  const pending = create.isPending || update.isPending;
  const stage = useWatch({ control: form.control, name: "stage" });
  // An unknown stage (free text from onboarding) is offered once, as its own option.
  const customStage = stage && !isKnownStage(stage) ? stage : null;

  const onSubmit = form.handleSubmit(async (output) => {
    const payload = toPayload(output);
    try {
      const saved = company ? await update.mutateAsync({ id: company.id, company: payload }) : await create.mutateAsync(payload);
      form.reset(toValues(saved));
      toast.success(profileMessages.companySaved);
    } catch (error) {
      showError(error, errors.saveCompanyProfile);
    }
  });

  return (
    <Form {...form}>
      <LiveForm noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Company Name *</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ""} autoComplete="organization" maxLength={COMPANY_LIMITS.name} />
              </FormControl>
              <CharacterCount value={field.value} max={COMPANY_LIMITS.name} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={3}
                  placeholder="What does your company do, and for whom?"
                  maxLength={COMPANY_LIMITS.description}
                />
              </FormControl>
              <CharacterCount value={field.value} max={COMPANY_LIMITS.description} />
              <FormMessage />
            </FormItem>
          )}
        />
        {TEXT_FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} placeholder={f.placeholder} maxLength={f.maxLength} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormField
          control={form.control}
          name="stage"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Stage</FormLabel>
              <Select value={field.value ?? ""} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select a stage" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {customStage && <SelectItem value={customStage}>{customStage}</SelectItem>}
                  {STAGES.map((s) => (
                    <SelectItem key={s.value} value={s.value}>
                      {s.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="foundedDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Founded Date</FormLabel>
              <FormControl>
                <Input {...field} value={typeof field.value === "string" ? field.value : ""} type="date" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {NUMBER_FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value == null ? "" : String(field.value)} inputMode={f.inputMode} placeholder={f.placeholder} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <CompanyFactsFields control={form.control as unknown as Control<FieldValues>} />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4 sm:col-span-2">
          {form.formState.isDirty && <span className="text-sm text-muted-foreground">{profileMessages.unsavedChanges}</span>}
          <Button type="submit" pending={pending}>
            <Save aria-hidden="true" />
            {pending ? "Saving..." : company ? "Update Company" : "Create Company"}
          </Button>
        </div>
      </LiveForm>
    </Form>
  );
}
