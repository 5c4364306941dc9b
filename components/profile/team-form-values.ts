import { z } from "zod";
import { toDateInputValue } from "@/lib/format";
import type { TeamConfig } from "./team-config";
import { NAME_REQUIRED } from "@/lib/messages/profile";

/** A list entry as the form holds it: every field a string (or a boolean), plus UI state. */
export type EntryValues = Record<string, string | boolean> & {
  /** An entry still in the add-new block (not yet shown as a card). */
  _draft?: boolean;
};
export interface TeamFormValues {
  entries: EntryValues[];
}

const UI_KEYS = new Set(["_draft"]);

export function blankEntry(config: TeamConfig, draft = true): EntryValues {
  const entry: EntryValues = { _draft: draft };
  for (const field of config.fields) entry[field.name] = field.type === "checkbox" ? false : "";
  return entry;
}

/** A saved member (decimals as strings, dates as ISO) as form values. */
export function toEntryValues(config: TeamConfig, member: Record<string, unknown>): EntryValues {
  const entry: EntryValues = { _draft: false };
  if (typeof member.id === "string") entry.id = member.id;
  for (const field of config.fields) {
    const value = member[field.name];
    if (field.type === "checkbox") entry[field.name] = value === true;
    else if (field.type === "date") entry[field.name] = toDateInputValue(value as string | null);
    else entry[field.name] = value == null ? "" : String(value);
  }
  return entry;
}

/** Nothing typed at all: dropped before saving rather than refused. */
export function isBlankEntry(entry: EntryValues): boolean {
  return Object.entries(entry).every(([key, value]) => {
    if (UI_KEYS.has(key) || key === "id") return true;
    if (typeof value === "boolean") return !value;
    return !String(value ?? "").trim();
  });
}

export function hasName(entry: Record<string, unknown>): boolean {
  return typeof entry.name === "string" && entry.name.trim().length > 0;
}

/**
 * The form schema of one list: blank entries are dropped, the rest must parse with the
 * resource's own schema (lib/team/schema/team.ts); issues land on the entry's field. The output
 * is the list to PUT.
 */
export function teamFormSchema(config: TeamConfig) {
  return z.object({ entries: z.array(z.record(z.string(), z.union([z.string(), z.boolean()]).optional())) }).transform((values, ctx) => {
    const out: unknown[] = [];
    values.entries.forEach((raw, index) => {
      const entry = raw as EntryValues;
      if (isBlankEntry(entry)) return;
      if (!hasName(entry)) {
        ctx.addIssue({ code: "custom", message: NAME_REQUIRED, path: ["entries", index, "name"] });
        return;
      }
      const body = Object.fromEntries(Object.entries(entry).filter(([key]) => !UI_KEYS.has(key)));
      const parsed = config.schema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: "custom", message: issue.message, path: ["entries", index, ...issue.path.map(String)] });
        }
        return;
      }
      out.push(parsed.data);
    });
    return out;
  });
}
