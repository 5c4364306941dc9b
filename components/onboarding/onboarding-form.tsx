"use client";

import { useRouter } from "next/navigation";
import { useForm, type Control, type FieldErrors, type FieldValues } from "react-hook-form";
import { CompanyFactsFields, factValues } from "@/components/profile/company-facts-fields";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { LiveForm } from "@/components/ui/live-form";
import { CharacterCount } from "@/components/company/character-count";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ERROR_TOAST_TITLE, errors, toasts } from "@/lib/messages/toasts";
import { useCreateCompany, type OnboardingInput } from "@/lib/queries/company";
import { showError } from "@/lib/toast";
import { COMPANY_LIMITS, companyFieldsSchema } from "@/lib/company/schema/company";
import { companyFactsShape } from "@/lib/company/schema/company-facts";
import { COMPANY_NAME_REQUIRED } from "@/lib/messages/company";

const FACT_KEYS = Object.keys(companyFactsShape) as (keyof typeof companyFactsShape)[];
const FACT_PICK = Object.fromEntries(FACT_KEYS.map((key) => [key, true])) as { [K in keyof typeof companyFactsShape]: true };

const onboardingSchema = companyFieldsSchema.pick({
  name: true,
  industry: true,
  stage: true,
  description: true,
  // Optional facts that decide which checklist lines apply; no country = the neutral core only.
  ...FACT_PICK,
});
type OnboardingValues = z.input<typeof onboardingSchema>;
type OnboardingOutput = z.output<typeof onboardingSchema>;

/** Blank optional fields are left out of the request rather than sent as null. */
function toPayload(values: OnboardingOutput): OnboardingInput {
  const company: OnboardingInput["company"] = { name: values.name };
  if (values.industry) company.industry = values.industry;
  if (values.stage) company.stage = values.stage;
  if (values.description) company.description = values.description;
  for (const key of FACT_KEYS) {
    const value = values[key];
    if (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined) Object.assign(company, { [key]: value });
  }
  return { company, founders: [] };
}

export function OnboardingForm() {
  const router = useRouter();
  const createCompany = useCreateCompany();
  const form = useForm<OnboardingValues, unknown, OnboardingOutput>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { name: "", industry: "", stage: "", description: "", ...(factValues(null) as Partial<OnboardingValues>) },
  });

  const onValid = (values: OnboardingOutput) =>
    createCompany.mutateAsync(toPayload(values)).then(
      () => {
        toast.success(toasts.welcome.title, { description: toasts.welcome.description });
        router.replace("/");
        router.refresh();
      },
      (error: unknown) => showError(error, errors.createCompany),
    );

  const onInvalid = (fieldErrors: FieldErrors<OnboardingValues>) => {
    if (fieldErrors.name) {
      // SPEC.md's wording for a blank name; any other problem (the length) says what it is.
      if (fieldErrors.name.message === COMPANY_NAME_REQUIRED) {
        toast.error(toasts.companyNameRequired.title, { description: toasts.companyNameRequired.description });
      } else {
        toast.error(ERROR_TOAST_TITLE, { description: fieldErrors.name.message });
      }
      form.setFocus("name");
      return;
    }
    const first = Object.values(fieldErrors).find((e) => e?.message);
    toast.error(ERROR_TOAST_TITLE, { description: first?.message ?? errors.createCompany });
  };

  const pending = createCompany.isPending || createCompany.isSuccess;
  return (
    <Form {...form}>
      <LiveForm noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Company Name *</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  autoComplete="organization"
                  placeholder="Your company's name"
                  maxLength={COMPANY_LIMITS.name}
                  required
                />
              </FormControl>
              <CharacterCount value={field.value} max={COMPANY_LIMITS.name} />
            </FormItem>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="industry"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Industry (Optional)</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} placeholder="e.g. Fintech" maxLength={COMPANY_LIMITS.industry} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="stage"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Stage (Optional)</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} placeholder="e.g. Seed" maxLength={COMPANY_LIMITS.stage} />
                </FormControl>
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description (Optional)</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={4}
                  placeholder="What does your company do, and for whom?"
                  maxLength={COMPANY_LIMITS.description}
                />
              </FormControl>
              <CharacterCount value={field.value} max={COMPANY_LIMITS.description} />
            </FormItem>
          )}
        />
        {/* In view, not folded away: the country decides the checklist, and none is assumed. */}
        <div className="grid gap-5 border-t pt-5 sm:grid-cols-2">
          <CompanyFactsFields control={form.control as unknown as Control<FieldValues>} />
        </div>
        <Button type="submit" size="lg" pending={pending} className="w-full">
          {pending ? "Creating..." : "Create Company"}
        </Button>
      </LiveForm>
    </Form>
  );
}
