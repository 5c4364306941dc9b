import { z } from "zod";
import { fieldLabels, fieldMessages } from "@/lib/messages/forms";

// Every helper takes the field's label: a form shows these messages as they are, so they name
// the field and say what is wrong (never zod's defaults).

/** Optional text: trimmed; "" or null clears it (null); absent leaves it untouched. */
export function optionalText(max = 200, label: string = fieldLabels.field) {
  const tooLong = fieldMessages.tooLong(label, max);
  return z
    .union([z.string(), z.null()], { error: fieldMessages.notText(label) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null))
    .pipe(z.string().max(max, tooLong).nullable().optional());
}

/** Required text: `message` when blank (SPEC.md's wording), the label's length message when too long. */
export function requiredText(message: string, max = 200, label: string = fieldLabels.field) {
  return z.string({ error: message }).trim().min(1, message).max(max, fieldMessages.tooLong(label, max));
}

/**
 * A decimal of at most `digits` digits with `scale` after the point (SPEC.md section 9), from a
 * number or a numeric string ("1,234.50" allowed). Output is a string so no float ever touches it.
 */
export function optionalDecimal(digits: number, scale: number, max?: number, label: string = fieldLabels.field) {
  const intDigits = digits - scale;
  const pattern = new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`);
  const notANumber = fieldMessages.notANumber(label, intDigits, scale);
  return z
    .union([z.string(), z.number(), z.null()], { error: notANumber })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null) return null;
      const text = (typeof v === "number" ? String(v) : v).trim().replace(/,/g, "").replace(/^\$/, "");
      if (!text) return null;
      if (!pattern.test(text)) {
        ctx.addIssue({ code: "custom", message: notANumber });
        return z.NEVER;
      }
      if (max !== undefined && Number(text) > max) {
        ctx.addIssue({ code: "custom", message: fieldMessages.tooLarge(label, max) });
        return z.NEVER;
      }
      return text;
    });
}

export function optionalInteger(max = 10_000_000, label: string = fieldLabels.field) {
  const message = fieldMessages.notAWholeNumber(label, max);
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null) return null;
      const text = String(v).trim().replace(/,/g, "");
      if (!text) return null;
      if (!/^\d+$/.test(text) || Number(text) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text);
    });
}

/** A calendar date from "YYYY-MM-DD" or an ISO timestamp; "" clears it. */
export function optionalDate(label: string = fieldLabels.field) {
  const message = fieldMessages.invalidDate(label);
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || !v.trim()) return null;
      const text = v.trim();
      const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00.000Z`) : new Date(text);
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < 1800 || year > 2200) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return date;
    });
}
