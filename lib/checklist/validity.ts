import type { LineValidity } from "./types";

/**
 * How long the documents that lapse stay current (LineValidity), named once so every line of a
 * kind carries the same period. A director's KYC follows the cycle in force since 31 March 2026
 * (rule 12A as substituted by G.S.R. 943(E): once every three financial years).
 */
export const VALIDITY = {
  goodStanding: { days: 30 },
  valuation409A: { months: 12 },
  insurance: { months: 12 },
  directorKyc: { months: 36 },
} as const satisfies Record<string, LineValidity>;
