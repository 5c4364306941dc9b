import { indiaCorporateTasks } from "./india-2026-corporate";
import { investorRequestTasks } from "./india-2026-investor";
import { indiaLabourTaxTasks } from "./india-2026-labour-tax";
import { INDIA_REVIEW_BY } from "./india-tags";
import { defineOverlay } from "./overlay";

/**
 * India 2026 updates: new lines and tasks for what changed in Indian law in 2023-2026,
 * every line with its source and the date it was last checked, in the overlay format (orders
 * 401-499). Parts: india-2026-labour-tax.ts (Labour Codes from 21 November 2025; Income-tax Act,
 * 2025 from 1 April 2026), india-2026-corporate.ts (Rule 9B demat, current round pack, directors'
 * KYC from 31 March 2026, related parties and beneficial owners, Press Note 2 (2026), DPDP Rules
 * 2025, DPIIT G.S.R. 108(E), stamp duty) and india-2026-investor.ts (request-list items every
 * company is asked for, tagged "core"). Rewordings of existing lines: india-2026-rewordings.ts.
 */
export const india2026Overlay = defineOverlay({ jurisdiction: "IN", reviewBy: INDIA_REVIEW_BY }, [
  ...indiaLabourTaxTasks,
  ...indiaCorporateTasks,
  ...investorRequestTasks,
]);
