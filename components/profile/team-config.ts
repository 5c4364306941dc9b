import type { z } from "zod";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { errors } from "@/lib/messages/toasts";
import { advisorSchema, employeeSchema, founderSchema, investorSchema, type TeamKind } from "@/lib/team/schema/team";

export type FieldType = "text" | "email" | "url" | "decimal" | "date" | "checkbox";

export interface TeamField {
  name: string;
  label: string;
  type: FieldType;
  placeholder?: string;
  /** Spans both columns of the entry form. */
  wide?: boolean;
}

/** One line of detail on a member card, from the saved form values. */
export interface CardDetail {
  label: string;
  value: (entry: Record<string, unknown>) => string | null;
}

export interface TeamConfig {
  kind: TeamKind;
  singular: string;
  plural: string;
  /** Button labels as SPEC.md section 2 names them. */
  addLabel: string;
  saveLabel: string;
  /** Founders are edited in place; the other lists add entries in a block and show cards. */
  layout: "list" | "cards";
  fields: TeamField[];
  schema: z.ZodType;
  saveError: string;
  details: CardDetail[];
  /** A short subtitle for the card (title, firm...). */
  subtitle: (entry: Record<string, unknown>) => string | null;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

const NAME: TeamField = { name: "name", label: "Name *", type: "text", placeholder: "Full name" };
const TITLE: TeamField = { name: "title", label: "Title", type: "text" };
const EMAIL: TeamField = { name: "email", label: "Email", type: "email", placeholder: "name@company.com" };
const LINKEDIN: TeamField = { name: "linkedinUrl", label: "LinkedIn URL", type: "url", placeholder: "https://linkedin.com/in/..." };
const EQUITY: TeamField = { name: "equityPercentage", label: "Equity Percentage", type: "decimal", placeholder: "e.g. 25" };

export const TEAM_CONFIG: Record<TeamKind, TeamConfig> = {
  founders: {
    kind: "founders",
    singular: "Founder",
    plural: "Founders",
    addLabel: "Add Another Founder",
    saveLabel: "Save Founders",
    layout: "list",
    fields: [NAME, { ...TITLE, placeholder: "CEO" }, EMAIL, LINKEDIN, EQUITY],
    schema: founderSchema,
    saveError: errors.saveFounders,
    subtitle: (e) => text(e.title),
    details: [{ label: "Equity", value: (e) => formatPercent(text(e.equityPercentage)) }],
  },
  employees: {
    kind: "employees",
    singular: "Employee",
    plural: "Employees",
    addLabel: "Add Another Employee",
    saveLabel: "Save Employees",
    layout: "cards",
    fields: [
      NAME,
      { ...TITLE, placeholder: "Head of Engineering" },
      { name: "department", label: "Department", type: "text" },
      EMAIL,
      LINKEDIN,
      { name: "joinDate", label: "Join Date", type: "date" },
    ],
    schema: employeeSchema,
    saveError: errors.saveEmployees,
    subtitle: (e) => [text(e.title), text(e.department)].filter(Boolean).join(" · ") || null,
    details: [{ label: "Joined", value: (e) => formatDate(text(e.joinDate)) }],
  },
  advisors: {
    kind: "advisors",
    singular: "Advisor",
    plural: "Advisors",
    addLabel: "Add Another Advisor",
    saveLabel: "Save Advisors",
    layout: "cards",
    fields: [
      NAME,
      TITLE,
      { name: "company", label: "Company", type: "text" },
      { name: "expertise", label: "Expertise", type: "text", placeholder: "Go-to-market, fintech regulation...", wide: true },
      EMAIL,
      LINKEDIN,
      { name: "advisorySince", label: "Advisory Since", type: "date" },
    ],
    schema: advisorSchema,
    saveError: errors.saveAdvisors,
    subtitle: (e) => [text(e.title), text(e.company)].filter(Boolean).join(" · ") || null,
    details: [
      { label: "Expertise", value: (e) => text(e.expertise) },
      { label: "Advisor since", value: (e) => formatDate(text(e.advisorySince)) },
    ],
  },
  investors: {
    kind: "investors",
    singular: "Investor",
    plural: "Investors",
    addLabel: "Add Another Investor",
    saveLabel: "Save Investors",
    layout: "cards",
    fields: [
      NAME,
      { name: "firm", label: "Company/Fund", type: "text" },
      { name: "investmentAmount", label: "Investment Amount ($)", type: "decimal", placeholder: "e.g. 250000" },
      { name: "investmentRound", label: "Investment Round", type: "text", placeholder: "Seed" },
      EQUITY,
      { name: "investmentDate", label: "Investment Date", type: "date" },
      EMAIL,
      LINKEDIN,
      { name: "leadInvestor", label: "Lead Investor", type: "checkbox" },
    ],
    schema: investorSchema,
    saveError: errors.saveInvestors,
    subtitle: (e) => text(e.firm),
    details: [
      { label: "Investment", value: (e) => formatMoney(text(e.investmentAmount)) },
      { label: "Round", value: (e) => text(e.investmentRound) },
      { label: "Equity", value: (e) => formatPercent(text(e.equityPercentage)) },
      { label: "Date", value: (e) => formatDate(text(e.investmentDate)) },
    ],
  },
};
