import { tagFacts } from "./fact-tags";
import { tagIndia } from "./india-tags";
import { applyOverlays } from "./overlay";
import { overlays } from "./overlays";
import { financialPhase } from "./phases/financial";
import { hrPhase } from "./phases/hr";
import { legalPhase } from "./phases/legal";
import { operationsPhase } from "./phases/operations";
import { riskPhase } from "./phases/risk";
import { supportingPhase } from "./phases/supporting";
import { applyReplacements } from "./replacements";
import { tagRounds } from "./round-tags";
import type { ChecklistPhase } from "./types";

export * from "./types";

/** The base phases (India-first content and the shared core), before overlays. */
export const basePhases: ChecklistPhase[] = [legalPhase, financialPhase, hrPhase, riskPhase, operationsPhase, supportingPhase];

/**
 * The due-diligence checklist in phase order, every jurisdiction overlay merged in (each company
 * sees only the lines that apply to it: lib/checklist/applicability.ts), the core lines an
 * overlay replaces marked (replacements.ts), the lines asked only from a later round tagged
 * (round-tags.ts) and the lines that depend on what the company does tagged (fact-tags.ts); the
 * seeder upserts it by phase and task slug.
 */
export const checklist: ChecklistPhase[] = tagFacts(tagRounds(applyReplacements(applyOverlays(tagIndia(basePhases), overlays))));
