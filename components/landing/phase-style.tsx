import { createElement } from "react";
import {
  BriefcaseBusiness,
  Calculator,
  ChartLine,
  Cog,
  Database,
  FileText,
  Folder,
  ScrollText,
  Shield,
  Users,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { PhaseColor, PhaseIcon } from "@/lib/checklist/types";

/** Lucide icon for each phase icon name of SPEC.md section 3 (default: a document). */
export const PHASE_ICON_COMPONENTS: Record<PhaseIcon, LucideIcon> = {
  "file-contract": ScrollText,
  calculator: Calculator,
  users: Users,
  shield: Shield,
  cogs: Cog,
  folder: Folder,
  "chart-line": ChartLine,
  database: Database,
  briefcase: BriefcaseBusiness,
};

export function phaseIcon(icon: string | null | undefined): LucideIcon {
  return (icon && (PHASE_ICON_COMPONENTS as Record<string, LucideIcon>)[icon]) || FileText;
}

/** Renders the icon for a phase icon name (decorative by default). */
export function PhaseIconGlyph({ icon, ...props }: LucideProps & { icon: string | null | undefined }) {
  return createElement(phaseIcon(icon), { "aria-hidden": true, ...props });
}

/** Tint classes per phase colour, written out in full so Tailwind generates them. */
export const PHASE_COLOR_CLASSES: Record<PhaseColor, { icon: string; bar: string }> = {
  blue: { icon: "bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300", bar: "bg-blue-600" },
  green: { icon: "bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300", bar: "bg-green-600" },
  yellow: { icon: "bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300", bar: "bg-yellow-500" },
  amber: { icon: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300", bar: "bg-amber-500" },
  purple: { icon: "bg-purple-100 text-purple-700 dark:bg-purple-500/15 dark:text-purple-300", bar: "bg-purple-600" },
  red: { icon: "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300", bar: "bg-red-600" },
  orange: { icon: "bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300", bar: "bg-orange-500" },
  indigo: { icon: "bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300", bar: "bg-indigo-600" },
};

const DEFAULT_COLOR = { icon: "bg-accent text-accent-foreground", bar: "bg-primary" };

export function phaseColorClasses(color: string | null | undefined) {
  return (color && (PHASE_COLOR_CLASSES as Record<string, { icon: string; bar: string }>)[color]) || DEFAULT_COLOR;
}
