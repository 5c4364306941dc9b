import "server-only";
import { checklist } from "@/lib/checklist";
import { checklistStats, sampleDocuments } from "@/lib/checklist/stats";
import type { FeatureCardData } from "./feature-card-types";

/** How many document names each category shows on a landing card. */
const DOCUMENTS_PER_CATEGORY = 4;

/** One landing card per checklist phase, with counts and sample documents from the data. */
export function landingFeatureCards(): FeatureCardData[] {
  const stats = new Map(checklistStats().map((s) => [s.slug, s]));
  return checklist.map((phase) => {
    const s = stats.get(phase.slug);
    return {
      slug: phase.slug,
      title: phase.name,
      summary: phase.description,
      icon: phase.icon,
      color: phase.color,
      categoriesLabel: s?.categoriesLabel ?? "",
      documentsLabel: s?.documentsLabel ?? "",
      categories: sampleDocuments(phase, DOCUMENTS_PER_CATEGORY),
    };
  });
}
