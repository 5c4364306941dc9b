import type {
  ChecklistOverlay,
  ChecklistPhase,
  ChecklistTask,
  CountryCode,
  LineMeta,
  LineTags,
  LineValidity,
  OverlayTask,
  PhaseSlug,
  Priority,
} from "./types";

/** One document of an overlay task: its line text, source, and optionally its own as-of and tags. */
export interface DocSpec {
  name: string;
  source?: string;
  asOf?: string;
  tags?: LineTags;
  validity?: LineValidity;
}

export function doc(name: string, source?: string, extra: { asOf?: string; tags?: LineTags; validity?: LineValidity } = {}): DocSpec {
  return { name, source, ...extra };
}

export interface OverlayTaskSpec {
  phase: PhaseSlug;
  slug: string;
  title: string;
  category: string;
  priority: Priority;
  estimatedDays: number;
  order: number;
  /** The explanation before the document lines (one or two sentences). */
  summary: string;
  /** Default as-of of the documents. */
  asOf?: string;
  /** Default tags of the documents (the overlay's jurisdiction is added unless set). */
  tags?: LineTags;
  documents: DocSpec[];
}

/** Builds the task: description = summary + one "- " line per document; metadata keyed by line text. */
export function overlayTask(spec: OverlayTaskSpec): OverlayTask {
  const lines: Record<string, LineMeta> = {};
  for (const d of spec.documents) {
    const meta: LineMeta = {};
    if (d.source) meta.source = d.source;
    if (d.asOf) meta.asOf = d.asOf;
    if (d.tags) meta.tags = d.tags;
    if (d.validity) meta.validity = d.validity;
    lines[d.name] = meta;
  }
  return {
    phase: spec.phase,
    slug: spec.slug,
    title: spec.title,
    category: spec.category,
    priority: spec.priority,
    estimatedDays: spec.estimatedDays,
    order: spec.order,
    description: [spec.summary.trim(), ...spec.documents.map((d) => `- ${d.name}`)].join("\n"),
    ...(spec.tags ? { tags: spec.tags } : {}),
    ...(spec.asOf ? { asOf: spec.asOf } : {}),
    lines,
  };
}

/**
 * An overlay: every task gets the jurisdiction as its default tag (a task or line may override it).
 * `reviewBy` (YYYY-MM-DD) is when its lines are next due a check against their sources.
 */
export function defineOverlay(of: CountryCode | { jurisdiction: CountryCode; reviewBy?: string }, tasks: OverlayTask[]): ChecklistOverlay {
  const { jurisdiction, reviewBy } = typeof of === "string" ? { jurisdiction: of, reviewBy: undefined } : of;
  return {
    jurisdiction,
    ...(reviewBy ? { reviewBy } : {}),
    tasks: tasks.map((task) => ({ ...task, tags: { jurisdiction, ...task.tags } })),
  };
}

/** The base phases with each overlay's tasks appended to their phase (ordered by `order`). */
export function applyOverlays(phases: ChecklistPhase[], overlays: ChecklistOverlay[]): ChecklistPhase[] {
  return phases.map((phase) => {
    const extra = overlays.flatMap((o) => o.tasks.filter((t) => t.phase === phase.slug));
    if (!extra.length) return phase;
    const tasks = [...phase.tasks, ...extra.map(withoutPhase)].sort((a, b) => a.order - b.order);
    return { ...phase, tasks };
  });
}

function withoutPhase(task: OverlayTask): ChecklistTask {
  const copy: Partial<OverlayTask> = { ...task };
  delete copy.phase;
  return copy as ChecklistTask;
}
