/**
 * The founders' equity total. Above 100% the profile warns but still saves: a draft cap table is
 * often over while the founders are still typing, and the figures are theirs to decide.
 */
export const EQUITY_CEILING_PERCENT = 100;

/** A percentage as the form holds it ("60", "12.5", "33.33"); anything else counts as not entered. */
const PERCENT = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*$/;

function hundredths(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const match = PERCENT.exec(String(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export interface EquityTotal {
  /** The sum as a plain decimal string ("115", "99.5", "33.33"). */
  percent: string;
  /** Past EQUITY_CEILING_PERCENT. */
  over: boolean;
}

/** The sum of the entered percentages (in hundredths, so 33.33 x 3 is 99.99, not 99.99000000000001); null when none is entered. */
export function equityTotal(values: readonly unknown[]): EquityTotal | null {
  const entered = values.map(hundredths).filter((v): v is number => v !== null);
  if (entered.length === 0) return null;
  const sum = entered.reduce((a, b) => a + b, 0);
  const whole = Math.floor(sum / 100);
  const fraction = String(sum % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return { percent: fraction ? `${whole}.${fraction}` : String(whole), over: sum > EQUITY_CEILING_PERCENT * 100 };
}
