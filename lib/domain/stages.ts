/** SPEC.md section 9: stage choices of the profile form, with their display labels. */
export const STAGES = [
  { value: "idea", label: "Idea" },
  { value: "pre-seed", label: "Pre-Seed" },
  { value: "seed", label: "Seed" },
  { value: "series-a", label: "Series A" },
  { value: "series-b", label: "Series B" },
  { value: "series-c", label: "Series C+" },
] as const;
export const STAGE_VALUES = STAGES.map((s) => s.value);

/** Known stages show their label; free text from onboarding shows as typed. */
export function stageLabel(stage: string | null | undefined): string | null {
  if (!stage) return null;
  return STAGES.find((s) => s.value === stage)?.label ?? stage;
}
