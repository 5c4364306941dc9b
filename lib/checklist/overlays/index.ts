import { india2026Overlay } from "../india-2026";
import type { ChecklistOverlay } from "../types";
import { sgOverlay } from "./sg";
import { ukOverlay } from "./uk";
import { usOverlay } from "./us";

/**
 * Every jurisdiction overlay, merged into the phases by lib/checklist/index.ts. Register a new one
 * here (us.ts, uk.ts, sg.ts, lib/checklist/india-2026.ts): the data tests then require >= 60
 * documents of it, a source and an as-of date on each of its legal lines.
 */
export const overlays: ChecklistOverlay[] = [usOverlay, ukOverlay, sgOverlay, india2026Overlay];
