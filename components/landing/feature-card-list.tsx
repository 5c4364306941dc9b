"use client";

import { useState } from "react";
import type { FeatureCardData } from "./feature-card-types";
import { FeatureCard } from "./feature-card";

/** SPEC.md section 4: at most one card expanded; opening another closes the first. */
export function FeatureCardList({ cards }: { cards: FeatureCardData[] }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {cards.map((card) => (
        <FeatureCard
          key={card.slug}
          card={card}
          open={openSlug === card.slug}
          onToggle={() => setOpenSlug((current) => (current === card.slug ? null : card.slug))}
        />
      ))}
    </div>
  );
}
