import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import type { CategorySnapshot, DocumentSnapshot, VisitorItem } from "@/lib/visitor/schema";
import { documentDoc, sectionDocs } from "./doc-models";
import { DocRow, NothingYet, type DocRowModel } from "./document-list";
import { WrapName } from "./wrap-name";

/*
 * The Documents and Sections panels as a data-room index: phase -> section -> document, each level
 * collapsible (native <details>, no script) with its count.
 */

export interface IndexSection {
  name: string;
  docs: DocRowModel[];
}
export interface IndexPhase {
  name: string;
  sections: IndexSection[];
}

/** Where a document with no phase name (shared before phases were named on it) is filed. */
const NO_PHASE = "Documents";

function group(entries: { phase: string; section: string; docs: DocRowModel[] }[]): IndexPhase[] {
  const phases = new Map<string, Map<string, DocRowModel[]>>();
  for (const entry of entries) {
    const phase = entry.phase || NO_PHASE;
    const sections = phases.get(phase) ?? new Map<string, DocRowModel[]>();
    phases.set(phase, sections);
    sections.set(entry.section, [...(sections.get(entry.section) ?? []), ...entry.docs]);
  }
  return [...phases].map(([name, sections]) => ({ name, sections: [...sections].map(([section, docs]) => ({ name: section, docs })) }));
}

type Of<T extends VisitorItem["itemType"]> = Extract<VisitorItem, { itemType: T }>;

/** The shared documents, by their phase and section. */
export function documentIndex(items: Of<"document">[]): IndexPhase[] {
  return group(
    items.map((item) => {
      const data = item.itemData as DocumentSnapshot;
      return { phase: data.phaseName ?? "", section: data.category, docs: [documentDoc(data, item.id, item.removed === true)] };
    }),
  );
}

/** The shared sections, by their phase, each with its tasks' documents. */
export function sectionIndex(items: Of<"category">[]): IndexPhase[] {
  return group(
    items.map((item) => {
      const data = item.itemData as CategorySnapshot;
      return { phase: data.phaseName, section: data.label, docs: item.removed ? [] : sectionDocs(data, item.id) };
    }),
  );
}

/** Keeps the documents whose name (or file name) contains the query; drops what is left empty. */
export function filterIndex(index: IndexPhase[], query: string): IndexPhase[] {
  const q = query.trim().toLowerCase();
  if (!q) return index;
  const hit = (doc: DocRowModel) => doc.name.toLowerCase().includes(q) || (doc.fileName ?? "").toLowerCase().includes(q);
  return index
    .map((phase) => ({ ...phase, sections: phase.sections.map((s) => ({ ...s, docs: s.docs.filter(hit) })).filter((s) => s.docs.length > 0) }))
    .filter((phase) => phase.sections.length > 0);
}

export const indexCount = (index: IndexPhase[]) => index.reduce((n, phase) => n + phase.sections.reduce((m, s) => m + s.docs.length, 0), 0);

function CountLabel({ docs }: { docs: DocRowModel[] }) {
  const shown = docs.some((doc) => doc.status !== undefined);
  const provided = docs.filter((doc) => doc.fileUrl !== null).length;
  const text = shown ? `${provided} of ${docs.length} provided` : `${docs.length} ${docs.length === 1 ? "document" : "documents"}`;
  return <span className="shrink-0 text-xs font-normal text-muted-foreground tabular-nums">{text}</span>;
}

const SUMMARY =
  "flex cursor-pointer list-none items-start gap-2 rounded-sm py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden";

/** One collapsible level (a phase or a section) of the index, open by default. */
export function DocumentGroup({
  title,
  docs,
  level,
  counted = true,
  children,
}: {
  title: string;
  docs: DocRowModel[];
  level: "phase" | "category";
  /** Whether its rows are what the panel's "N more" counts (documents; not inside a phase card). */
  counted?: boolean;
  children?: ReactNode;
}) {
  return (
    <details open className="group/index grid gap-2">
      <summary data-scroll-unit="row" className={`${SUMMARY} ${level === "phase" ? "text-base font-semibold" : "text-sm font-semibold"}`}>
        <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open/index:rotate-90" aria-hidden="true" />
        <span className="min-w-0 flex-1 break-words">
          <WrapName text={title} />
        </span>
        <CountLabel docs={docs} />
      </summary>
      <div className={level === "phase" ? "mt-2 grid gap-3 pl-2" : "mt-2 pl-6"}>
        {children ?? (docs.length ? <DocRows docs={docs} counted={counted} /> : <NothingYet />)}
      </div>
    </details>
  );
}

function DocRows({ docs, counted }: { docs: DocRowModel[]; counted: boolean }) {
  return (
    <ul className="grid gap-2.5">
      {docs.map((doc) => (
        <DocRow key={doc.key} doc={doc} counted={counted} />
      ))}
    </ul>
  );
}

/** A whole index: each phase, its sections, their documents. */
export function DocumentIndex({ index }: { index: IndexPhase[] }) {
  return index.map((phase) => (
    <div key={phase.name} className="rounded-lg border bg-card p-3">
      <DocumentGroup title={phase.name} docs={phase.sections.flatMap((s) => s.docs)} level="phase">
        {phase.sections.map((section) => (
          <DocumentGroup key={section.name} title={section.name} docs={section.docs} level="category" />
        ))}
      </DocumentGroup>
    </div>
  ));
}
