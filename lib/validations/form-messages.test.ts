import type { z } from "zod";
import { fieldLabels } from "@/lib/messages/forms";
import { credentialsSchema, registerSchema } from "@/lib/account/schema/auth";
import { companyFieldsSchema } from "@/lib/company/schema/company";
import { FACT_LABELS } from "@/lib/company/schema/company-facts";
import { advisorSchema, employeeSchema, founderSchema, investorSchema } from "@/lib/team/schema/team";

// Every message a form can show is a sentence for people that names its field: zod's defaults
// ("Too big: expected string to have <=100 characters") must never reach a form.
const ZOD_DEFAULT = /^(Too big|Too small|Invalid input|Invalid option|Invalid string|Expected|Required$)/;

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** Each form schema, a valid value for it, and how its fields are named in messages. */
const FORMS: { name: string; schema: ObjectSchema; valid: Record<string, unknown>; labels: Record<string, string> }[] = [
  {
    name: "register",
    schema: registerSchema as unknown as ObjectSchema,
    valid: { email: "ada@example.com", password: "long enough password" },
    labels: { email: fieldLabels.email, password: fieldLabels.password, firstName: fieldLabels.firstName, lastName: fieldLabels.lastName },
  },
  {
    name: "sign-in",
    schema: credentialsSchema as unknown as ObjectSchema,
    valid: { email: "ada@example.com", password: "x" },
    labels: { email: fieldLabels.email, password: fieldLabels.password },
  },
  {
    name: "company",
    schema: companyFieldsSchema as unknown as ObjectSchema,
    valid: { name: "Acme" },
    labels: { ...fieldLabels, ...FACT_LABELS, name: fieldLabels.companyName },
  },
  ...[founderSchema, employeeSchema, advisorSchema, investorSchema].map((schema, i) => ({
    name: ["founder", "employee", "advisor", "investor"][i],
    schema: schema as unknown as ObjectSchema,
    valid: { name: "Ada" },
    labels: fieldLabels as Record<string, string>,
  })),
];

/** Values a person (or a stale client) can put in a field: far too long, not a number, wrong types. */
const ATTEMPTS: unknown[] = ["x".repeat(5000), "9".repeat(40), "12abc", "-5", "99999.999", "31/02/20x", 12.5, {}, [], true];

const cases = FORMS.flatMap((form) =>
  Object.keys(form.schema.shape)
    .filter((key) => key !== "id")
    .map((key) => [form.name, key, form] as const),
);

describe("form schema messages", () => {
  it.each(cases)("%s.%s: every refusal is a sentence naming the field", (_name, key, form) => {
    const label = form.labels[key];
    expect(label).toBeDefined();
    for (const attempt of ATTEMPTS) {
      const result = form.schema.safeParse({ ...form.valid, [key]: attempt });
      if (result.success) continue;
      for (const issue of result.error.issues) {
        expect(issue.message).not.toMatch(ZOD_DEFAULT);
        // "Invalid email" is SPEC.md section 5's wording for the email fields.
        if (issue.message !== "Invalid email") expect(issue.message.startsWith(label)).toBe(true);
      }
    }
  });

  it("says a long company name is too long, not missing", () => {
    const result = companyFieldsSchema.safeParse({ name: "A".repeat(201) });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Company name must be at most 200 characters"]);
  });

  it("keeps SPEC.md's message for a blank company name", () => {
    const result = companyFieldsSchema.safeParse({ name: "   " });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Company name required"]);
  });

  it("names the register form's fields", () => {
    const result = registerSchema.safeParse({ email: "ada@example.com", password: "long enough", firstName: "F".repeat(101) });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["First name must be at most 100 characters"]);
  });
});
