import { parseDocumentLines } from "@/lib/progress/rules";

import { checklist } from "./index";
import type { ChecklistPhase } from "./types";

export interface PhaseStats {
  slug: string;
  name: string;
  /** In order of first appearance among the phase's tasks. */
  categories: string[];
  categoryCount: number;
  categoriesLabel: string;
  documentCount: number;
  /** Rounded down to a multiple of ten so the badge never overstates: 127 -> "120+". */
  documentsLabel: string;
}

export interface CategorySample {
  category: string;
  documents: string[];
}

export function documentsLabel(count: number): string {
  return `${Math.floor(count / 10) * 10}+`;
}

export function categoriesLabel(count: number): string {
  return `${count} ${count === 1 ? "category" : "categories"}`;
}

function phaseCategories(phase: ChecklistPhase): string[] {
  return [...new Set(phase.tasks.map((task) => task.category))];
}

export function phaseStats(phase: ChecklistPhase): PhaseStats {
  const categories = phaseCategories(phase);
  const documentCount = phase.tasks.reduce((sum, task) => sum + parseDocumentLines(task.description).length, 0);
  return {
    slug: phase.slug,
    name: phase.name,
    categories,
    categoryCount: categories.length,
    categoriesLabel: categoriesLabel(categories.length),
    documentCount,
    documentsLabel: documentsLabel(documentCount),
  };
}

export function checklistStats(phases: ChecklistPhase[] = checklist): PhaseStats[] {
  return phases.map(phaseStats);
}

/** The first few documents of each category, in task order, for the landing page's cards. */
export function sampleDocuments(phase: ChecklistPhase, perCategory = 4): CategorySample[] {
  return phaseCategories(phase).map((category) => ({
    category,
    documents: phase.tasks
      .filter((task) => task.category === category)
      .sort((a, b) => a.order - b.order)
      .flatMap((task) => parseDocumentLines(task.description).map((line) => line.name))
      .slice(0, perCategory),
  }));
}
