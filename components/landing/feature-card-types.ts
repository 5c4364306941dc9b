import type { PhaseColor, PhaseIcon } from "@/lib/checklist/types";

/** What the server hands the client list: plain data, so the checklist stays on the server. */
export interface FeatureCardData {
  slug: string;
  title: string;
  summary: string;
  icon: PhaseIcon;
  color: PhaseColor;
  categoriesLabel: string;
  documentsLabel: string;
  categories: { category: string; documents: string[] }[];
}
