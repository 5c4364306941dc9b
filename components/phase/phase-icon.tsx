import { createElement } from "react";
import { BriefcaseBusiness, FileText, Rocket, Sparkles, type LucideIcon } from "lucide-react";
import { PHASE_ICON_COMPONENTS, phaseColorClasses } from "@/components/landing/phase-style";
import { cn } from "@/lib/utils";

/** SPEC.md section 3: these phase names have their own icon when the icon value is unknown. */
const NAME_FALLBACKS: Record<string, LucideIcon> = {
  "clean setup": Sparkles,
  "business operations": BriefcaseBusiness,
  "fundraise preparation": Rocket,
};

interface PhaseLike {
  name: string;
  icon: string | null;
  color: string | null;
}

export function phaseIconFor(phase: Pick<PhaseLike, "name" | "icon">): LucideIcon {
  const byIcon = phase.icon ? (PHASE_ICON_COMPONENTS as Record<string, LucideIcon>)[phase.icon] : undefined;
  return byIcon ?? NAME_FALLBACKS[phase.name.trim().toLowerCase()] ?? FileText;
}

/** Bar and tint classes for a phase colour (default: the accent colour). */
export function phaseColors(color: string | null | undefined) {
  return phaseColorClasses(color);
}

/** The tinted square with a phase's icon. */
export function PhaseIcon({ phase, className, size = "md" }: { phase: PhaseLike; className?: string; size?: "sm" | "md" }) {
  const icon = createElement(phaseIconFor(phase), { className: size === "sm" ? "size-4" : "size-5" });
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg",
        size === "sm" ? "size-8" : "size-10",
        phaseColors(phase.color).icon,
        className,
      )}
      aria-hidden="true"
    >
      {icon}
    </span>
  );
}
