import { useState } from "react";
import { ChevronDown, FileText } from "lucide-react";
import { badgeVariants, buttonVariants } from "@/components/ui/variants";
import type { FeatureCardData } from "./feature-card-types";
import { PhaseIconGlyph, phaseColorClasses } from "./phase-style";

interface FeatureCardProps {
  card: FeatureCardData;
  open: boolean;
  onToggle: () => void;
}

// ui/badge and ui/button's classes without cn() (tailwind-merge): these cards are the landing
// page's client code, inside its first-load budget (components/ui/variants.ts).
const BADGE_SECONDARY = badgeVariants({ variant: "secondary" });
const BADGE_OUTLINE = badgeVariants({ variant: "outline" });
const TOGGLE_OPEN = buttonVariants({ variant: "secondary", size: "sm", className: "self-start" });
const TOGGLE_CLOSED = buttonVariants({ variant: "outline", size: "sm", className: "self-start" });

export function FeatureCard({ card, open, onToggle }: FeatureCardProps) {
  const colors = phaseColorClasses(card.color);
  const titleId = `feature-${card.slug}-title`;
  const panelId = `feature-${card.slug}-details`;
  // The document lists (most of the page's markup) are drawn the first time a card opens, not
  // server-rendered hidden; once drawn they stay, hidden again when the card closes.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border bg-card text-card-foreground transition-shadow ${open ? "shadow-md ring-1 ring-primary/20" : "shadow-sm hover:shadow-md"}`}
    >
      {/* The whole header is a click target for mice; the button is the keyboard and AT path. */}
      <div className="flex cursor-pointer gap-4 p-5 sm:p-6" onClick={onToggle}>
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg sm:size-11 ${colors.icon}`}>
          <PhaseIconGlyph icon={card.icon} className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
          <div className="min-w-0 flex-1 space-y-2">
            <h3 id={titleId} className="text-lg leading-snug font-semibold">
              {card.title}
            </h3>
            <p className="text-sm text-muted-foreground">{card.summary}</p>
            <div className="flex flex-wrap gap-2">
              <span data-slot="badge" className={BADGE_SECONDARY}>
                {card.categoriesLabel}
              </span>
              <span data-slot="badge" className={BADGE_OUTLINE}>
                {card.documentsLabel} documents
              </span>
            </div>
          </div>
          <button type="button" data-slot="button" className={open ? TOGGLE_OPEN : TOGGLE_CLOSED} aria-expanded={open} aria-controls={panelId}>
            {open ? "Hide Details" : "Learn More"}
            <span className="sr-only"> about {card.title}</span>
            <ChevronDown className={`transition-transform motion-reduce:transition-none${open ? " rotate-180" : ""}`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={panelId} role="region" aria-labelledby={titleId} hidden={!open} className="border-t px-5 py-5 sm:px-6">
        {drawn && (
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
            {card.categories.map(({ category, documents }) => (
              <div key={category} className="min-w-0">
                <h4 className="mb-2 text-sm font-semibold">{category}</h4>
                <ul className="space-y-1.5">
                  {documents.map((doc, i) => (
                    <li key={`${i}:${doc}`} className="flex gap-2 text-sm text-muted-foreground">
                      <FileText className="mt-0.5 size-4 shrink-0 text-primary/70" aria-hidden="true" />
                      <span className="min-w-0 break-words">{doc}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
