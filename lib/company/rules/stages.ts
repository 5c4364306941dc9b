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
export type StageValue = (typeof STAGE_VALUES)[number];

/** "Series C+", "series_c", "Pre Seed", "preseed" -> "series-c", "series-c", "pre-seed", "preseed". */
function comparable(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\+/g, "")
    .replace(/[\s_.-]+/g, "");
}

const BY_COMPARABLE = new Map<string, StageValue>(
  STAGES.flatMap((s) => [
    [comparable(s.value), s.value],
    [comparable(s.label), s.value],
  ]),
);

/**
 * Onboarding takes the stage as free text (SPEC.md section 2) while the profile offers STAGES:
 * free text naming a known stage, in any case or spelling of spaces and dashes ("Seed",
 * "series a", "Pre Seed", "Series C+"), becomes that stage's value; anything else stays as typed
 * (trimmed). Applied when saving and when reading, so rows stored before this still match.
 */
export function normalizeStage(stage: string): string;
export function normalizeStage(stage: string | null | undefined): string | null;
export function normalizeStage(stage: string | null | undefined): string | null {
  if (stage == null) return null;
  const text = stage.trim();
  if (!text) return null;
  return BY_COMPARABLE.get(comparable(text)) ?? text;
}

export function isKnownStage(stage: string | null | undefined): stage is StageValue {
  return STAGE_VALUES.includes(stage as StageValue);
}

/** Known stages show their label; free text from onboarding shows as typed. */
export function stageLabel(stage: string | null | undefined): string | null {
  const value = normalizeStage(stage);
  if (!value) return null;
  return STAGES.find((s) => s.value === value)?.label ?? value;
}
