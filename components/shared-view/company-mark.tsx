"use client";

import { useState } from "react";

/** The company's logo when it has one that loads, else its initial: the page is branded with the company. */
export function CompanyMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the founder's own URL on another host; next/image would proxy it
      <img
        src={logoUrl}
        alt={`${name} logo`}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-12 shrink-0 rounded-lg border bg-background object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-lg font-semibold text-primary-foreground"
    >
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}
