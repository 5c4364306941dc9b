import { financialPhase } from "./phases/financial";
import { hrPhase } from "./phases/hr";
import { legalPhase } from "./phases/legal";
import { operationsPhase } from "./phases/operations";
import { riskPhase } from "./phases/risk";
import { supportingPhase } from "./phases/supporting";
import type { ChecklistPhase } from "./types";

export * from "./types";

/** The due-diligence checklist in phase order; the seeder upserts it by phase and task slug. */
export const checklist: ChecklistPhase[] = [
  legalPhase,
  financialPhase,
  hrPhase,
  riskPhase,
  operationsPhase,
  supportingPhase,
];
