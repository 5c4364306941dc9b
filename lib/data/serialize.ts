import { Prisma } from "@/lib/db";

type Decimal = Prisma.Decimal;

/** A row as JSON sends it: decimals as fixed-scale strings, dates as ISO strings. */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Decimal
    ? string
    : T[K] extends Decimal | null
      ? string | null
      : T[K] extends Date
        ? string
        : T[K] extends Date | null
          ? string | null
          : T[K];
};

/**
 * Every decimal column of the schema has scale 2, so "12.50" stays "12.50" (decimal.js on its
 * own would print "12.5", and a JS number would lose cents on 15-digit amounts).
 */
export function serializeRow<T extends object>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (Prisma.Decimal.isDecimal(value)) out[key] = (value as Decimal).toFixed(2);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out as Serialized<T>;
}
