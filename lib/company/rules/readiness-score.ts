import { documentKey, parseDocumentLines, isNotApplicableDocument, isOptionalDocument, type DocumentsMap } from "@/lib/progress/rules";
import { expiryStatus, type ExpiryStatus } from "@/lib/progress/document-expiry";

/** A task's weight in the readiness score, by its effective priority. */
export const PRIORITY_WEIGHTS = { high: 3, medium: 2, low: 1 } as const;
export type WeightedPriority = keyof typeof PRIORITY_WEIGHTS;

/** How many gaps the dashboard lists (the report lists them all). */
export const DASHBOARD_GAPS = 5;

/** A stored task as the score reads it. */
export interface ReadinessTask {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  /** The checklist's priority; the founder's override in the progress record wins. */
  priority: string;
  order?: number;
  /** Line indices that do not apply to the company's facts (lib/checklist/applicability.ts). */
  notApplicable?: readonly number[];
  slug?: string | null;
  /** Frozen slug of each document line, by index (tasks.document_slugs). */
  documentSlugs?: readonly string[];
}

export interface ReadinessRecord {
  taskId: string;
  priority: string | null;
  documents: DocumentsMap | null;
}

export type ItemState = "held" | "missing" | "expired" | "optional" | "not-applicable";

/** One document line of one task, with what it counts for. */
export interface ReadinessItem {
  taskId: string;
  taskSlug: string | null;
  taskTitle: string;
  phaseId: string;
  index: number;
  documentSlug: string | null;
  name: string;
  priority: WeightedPriority;
  weight: number;
  state: ItemState;
  expiry: ExpiryStatus | null;
  expiresOn: string | null;
}

export interface Gap {
  taskId: string;
  taskTitle: string;
  phaseId: string;
  document: string;
  index: number;
  priority: WeightedPriority;
  weight: number;
  /** The document is held but expired (rather than never added). */
  expired: boolean;
  /** Points the overall score gains when this document is held. */
  gain: number;
}

export interface ScoreFigure {
  /** 0-100 to one decimal, rounded down (100 only when nothing is missing); null: nothing required. */
  score: number | null;
  held: number;
  required: number;
}

/** A phase's share of the overall Readiness: the points it earns out of the points it is worth. */
export interface Contribution {
  /** To one decimal; the phases' points add up to the overall score exactly. */
  points: number;
  /** To one decimal; the phases' possible points add up to 100. */
  possible: number;
}

export interface ReadinessSummary {
  overall: ScoreFigure;
  phases: Record<string, ScoreFigure>;
  /** Each phase's points toward the overall score (empty when nothing is required). */
  contributions: Record<string, Contribution>;
  gaps: Gap[];
}

/** The sentence that says how the phases' scores make the overall one. */
export const CONTRIBUTION_SENTENCE =
  "Each section is worth its share of the total weight, so a section's points are its own Readiness times that share, and the sections' points add up to your overall Readiness.";

export function effectivePriority(taskPriority: string, override: string | null | undefined): WeightedPriority {
  const value = override && override in PRIORITY_WEIGHTS ? override : taskPriority;
  return value in PRIORITY_WEIGHTS ? (value as WeightedPriority) : "medium";
}

/** Every document line of every task, classified. `today` decides what has expired. */
export function readinessItems(tasks: readonly ReadinessTask[], records: readonly ReadinessRecord[], today: Date): ReadinessItem[] {
  const byTask = new Map(records.map((record) => [record.taskId, record]));
  return tasks.flatMap((task) => {
    const record = byTask.get(task.id);
    const priority = effectivePriority(task.priority, record?.priority);
    const skip = new Set(task.notApplicable ?? []);
    return parseDocumentLines(task.description).map((line): ReadinessItem => {
      const doc = record?.documents?.[documentKey(task.id, line.index)];
      const expiry = expiryStatus(doc, today);
      let state: ItemState;
      if (skip.has(line.index) || isNotApplicableDocument(doc)) state = "not-applicable";
      else if (isOptionalDocument(doc)) state = "optional";
      else if (!doc?.completed) state = "missing";
      else state = expiry === "expired" ? "expired" : "held";
      return {
        taskId: task.id,
        taskSlug: task.slug ?? null,
        taskTitle: task.title,
        phaseId: task.phaseId,
        index: line.index,
        documentSlug: task.documentSlugs?.[line.index] ?? null,
        name: line.name,
        priority,
        weight: PRIORITY_WEIGHTS[priority],
        state,
        expiry,
        expiresOn: doc?.expiresOn ?? null,
      };
    });
  });
}

const isRequired = (item: ReadinessItem) => item.state === "held" || item.state === "missing" || item.state === "expired";

interface TaskTally {
  phaseId: string;
  weight: number;
  held: number;
  required: number;
}

function tallyTasks(items: readonly ReadinessItem[]): Map<string, TaskTally> {
  const tasks = new Map<string, TaskTally>();
  for (const item of items) {
    if (!isRequired(item)) continue;
    const tally = tasks.get(item.taskId) ?? { phaseId: item.phaseId, weight: item.weight, held: 0, required: 0 };
    tally.required++;
    if (item.state === "held") tally.held++;
    tasks.set(item.taskId, tally);
  }
  return tasks;
}

/** 0-100, one decimal, rounded down so a score shows 100 only when every required document is held. */
function toScore(earned: number, possible: number): number | null {
  if (possible <= 0) return null;
  return Math.floor((1000 * earned) / possible + 1e-9) / 10;
}

function figure(tallies: Iterable<TaskTally>): ScoreFigure {
  let earned = 0;
  let possible = 0;
  let held = 0;
  let required = 0;
  for (const t of tallies) {
    earned += (t.weight * t.held) / t.required;
    possible += t.weight;
    held += t.held;
    required += t.required;
  }
  return { score: toScore(earned, possible), held, required };
}

/**
 * Splits `total` tenths among the raw shares (in tenths) by the largest remainder, so the rounded
 * shares add up to exactly the rounded total.
 */
function apportion(raw: readonly number[], total: number): number[] {
  const floors = raw.map((r) => Math.floor(r + 1e-9));
  let left = total - floors.reduce((sum, f) => sum + f, 0);
  const byRemainder = raw.map((r, i) => [r - floors[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}

/** Each phase's points: its earned weight over the total weight, in tenths apportioned to the overall score. */
function contributions(all: readonly TaskTally[], phaseIds: readonly string[], overall: number | null): Record<string, Contribution> {
  const possible = all.reduce((sum, t) => sum + t.weight, 0);
  if (possible <= 0 || overall === null) return {};
  const ids = [...phaseIds];
  const earned = ids.map((id) => all.filter((t) => t.phaseId === id).reduce((sum, t) => sum + (t.weight * t.held) / t.required, 0));
  const worth = ids.map((id) => all.filter((t) => t.phaseId === id).reduce((sum, t) => sum + t.weight, 0));
  const points = apportion(
    earned.map((e) => (1000 * e) / possible),
    Math.round(overall * 10),
  );
  const shares = apportion(
    worth.map((w) => (1000 * w) / possible),
    1000,
  );
  return Object.fromEntries(ids.map((id, i) => [id, { points: points[i]! / 10, possible: Math.max(shares[i]!, points[i]!) / 10 }]));
}

/**
 * The readiness score overall and per phase (READINESS_FORMULA), and every gap: each required
 * document not held, highest weight first, then the largest gain, then expired before never added.
 */
export function readinessSummary(items: readonly ReadinessItem[], phaseIds: readonly string[] = []): ReadinessSummary {
  const tallies = tallyTasks(items);
  const all = [...tallies.values()];
  const possible = all.reduce((sum, t) => sum + t.weight, 0);
  const phases: Record<string, ScoreFigure> = {};
  for (const id of new Set([...phaseIds, ...all.map((t) => t.phaseId)])) phases[id] = figure(all.filter((t) => t.phaseId === id));
  const order = new Map(phaseIds.map((id, i) => [id, i]));
  const gaps = items
    .filter((item) => item.state === "missing" || item.state === "expired")
    .map((item): Gap => {
      const tally = tallies.get(item.taskId)!;
      return {
        taskId: item.taskId,
        taskTitle: item.taskTitle,
        phaseId: item.phaseId,
        document: item.name,
        index: item.index,
        priority: item.priority,
        weight: item.weight,
        expired: item.state === "expired",
        gain: possible > 0 ? (100 * item.weight) / tally.required / possible : 0,
      };
    })
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        b.gain - a.gain ||
        Number(b.expired) - Number(a.expired) ||
        (order.get(a.phaseId) ?? Infinity) - (order.get(b.phaseId) ?? Infinity),
    );
  const overall = figure(all);
  return { overall, phases, contributions: contributions(all, Object.keys(phases), overall.score), gaps };
}

/** How many actions the readiness report leads with. */
export const NEXT_ACTIONS = 5;

/** The gaps worth the most points first (the largest gain; ties keep the gap order), at most `count`. */
export function nextActions(gaps: readonly Gap[], count = NEXT_ACTIONS): Gap[] {
  return gaps
    .map((gap, order) => ({ gap, order }))
    .sort((a, b) => b.gap.gain - a.gap.gain || a.order - b.order)
    .slice(0, count)
    .map(({ gap }) => gap);
}

/** "+0.4" style label of a gap's gain, at least 0.1 so no gap looks worthless. */
export function formatGain(gain: number): string {
  return `+${Math.max(0.1, Math.round(gain * 10) / 10).toFixed(1)}`;
}

/** The one figure called Readiness, for display: "72.5%", or "–" with nothing required. */
export function formatReadiness(score: number | null): string {
  return score === null ? formatScore(score) : `${formatScore(score)}%`;
}

/** A score for display: "72.5", or "–" with nothing required. */
export function formatScore(score: number | null): string {
  return score === null ? "–" : Number.isInteger(score) ? String(score) : score.toFixed(1);
}
