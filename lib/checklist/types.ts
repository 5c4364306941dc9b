export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** SPEC.md section 3: allowed phase icons and colours. */
export const PHASE_ICONS = [
  "file-contract",
  "calculator",
  "users",
  "shield",
  "cogs",
  "folder",
  "chart-line",
  "database",
  "briefcase",
] as const;
export type PhaseIcon = (typeof PHASE_ICONS)[number];

export const PHASE_COLORS = ["blue", "green", "yellow", "amber", "purple", "red", "orange", "indigo"] as const;
export type PhaseColor = (typeof PHASE_COLORS)[number];

export interface ChecklistTask {
  /** Stable key used by the seeder; never change it once shipped (progress rows hang off it). */
  slug: string;
  title: string;
  category: string;
  priority: Priority;
  estimatedDays: number;
  /** Unique within its phase. */
  order: number;
  /**
   * One or two sentences on what an investor checks and why, then one line per required
   * document starting with "- " (SPEC.md section 3: every bullet line is one document).
   * Each document line has a frozen slug (document-slugs.data.ts), so lines may be inserted,
   * removed or reordered: the seed moves stored uploads with their line. After adding or
   * rewording a line, run `npx tsx lib/checklist/freeze-slugs.ts` (rewording: edit the frozen
   * text instead to keep the slug, and the founders' files, on the line).
   */
  description: string;
}

export interface ChecklistPhase {
  slug: string;
  name: string;
  description: string;
  icon: PhaseIcon;
  color: PhaseColor;
  order: number;
  tasks: ChecklistTask[];
}
