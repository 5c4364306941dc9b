"use client";

import { ExternalLink, Mail, Pencil, Star, Trash2, UserRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { safeExternalHref } from "@/lib/progress/links";
import type { TeamConfig } from "./team-config";
import { hasName, type EntryValues } from "./team-form-values";

interface MemberCardGridProps {
  config: TeamConfig;
  /** Entries with their index in the form's list (cards act on that index). */
  entries: { entry: EntryValues; index: number }[];
  onEdit(index: number): void;
  onRemove(index: number): void;
}

/** The current members as cards: only entries that have a name. */
export function MemberCardGrid({ config, entries, onEdit, onRemove }: MemberCardGridProps) {
  const named = entries.filter(({ entry }) => hasName(entry));
  if (named.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No {config.plural.toLowerCase()} added yet.</p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {named.map(({ entry, index }) => (
        <MemberCard key={String(entry.id ?? index)} config={config} entry={entry} onEdit={() => onEdit(index)} onRemove={() => onRemove(index)} />
      ))}
    </ul>
  );
}

function MemberCard({ config, entry, onEdit, onRemove }: { config: TeamConfig; entry: EntryValues; onEdit(): void; onRemove(): void }) {
  const name = String(entry.name).trim();
  const subtitle = config.subtitle(entry);
  const email = typeof entry.email === "string" ? entry.email.trim() : "";
  const linkedin = safeExternalHref(typeof entry.linkedinUrl === "string" ? entry.linkedinUrl : null);
  const details = config.details.map((d) => ({ label: d.label, value: d.value(entry) })).filter((d) => d.value);
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words">
            {name}
            {entry.leadInvestor === true && (
              <Badge variant="secondary">
                <Star aria-hidden="true" />
                Lead Investor
              </Badge>
            )}
          </h3>
          {subtitle && <p className="text-sm break-words text-muted-foreground">{subtitle}</p>}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button type="button" variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-muted-foreground">{d.label}</dt>
              <dd className="font-medium break-words">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(email || linkedin) && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {email && (
            <a href={`mailto:${email}`} className="inline-flex min-w-0 items-center gap-1.5 text-primary hover:underline">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="break-all">{email}</span>
            </a>
          )}
          {linkedin && (
            <a href={linkedin} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-primary hover:underline">
              <ExternalLink className="size-4" aria-hidden="true" />
              LinkedIn
              <span className="sr-only">profile of {name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </li>
  );
}
