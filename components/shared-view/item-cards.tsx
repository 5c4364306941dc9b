import { ChevronRight, FileText } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { progressPercentage } from "@/lib/domain/progress";
import type { CategorySnapshot, DocumentSnapshot, PhaseSnapshot, TaskSnapshot, VisitorItem } from "@/lib/sharing/types";
import { DocumentFile, DocumentList, NotesBox, REMOVED_BY_COMPANY } from "./document-list";
import { FileLink } from "./file-link";
import { SectionTasks } from "./section-tasks";
import { CompletionBadge, PriorityBadge } from "./status-pill";

/** An item whose task, document, section or phase the company deleted since sharing it: its label only. */
export function RemovedCard({ label, context }: { label: string; context?: string }) {
  return (
    <article className="grid gap-1 rounded-lg border border-dashed bg-card p-4 text-muted-foreground">
      <h3 className="leading-snug font-medium break-words line-through">{label}</h3>
      <p className="text-xs">
        {context ? `${context} · ` : ""}
        {REMOVED_BY_COMPANY}
      </p>
    </article>
  );
}

export function TaskCard({ data }: { data: TaskSnapshot }) {
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1.5">
        <h3 className="leading-snug font-semibold break-words">{data.label}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <CompletionBadge completed={data.completed} />
          <PriorityBadge priority={data.priority} />
          {data.category && <span className="text-xs text-muted-foreground">{data.category}</span>}
        </div>
      </div>
      {data.description && <p className="text-sm text-muted-foreground">{data.description}</p>}
      <DocumentList documents={data.documents} label={data.label} />
      {data.documentUrl && <FileLink url={data.documentUrl} label="Open attached document" />}
      <NotesBox notes={data.notes} />
    </article>
  );
}

export function DocumentCard({ data }: { data: DocumentSnapshot }) {
  return (
    <article className="flex items-start gap-3 rounded-lg border bg-card p-4">
      <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h3 className="leading-snug font-medium break-words">{data.label}</h3>
        <p className="text-xs text-muted-foreground">
          {data.taskTitle}
          {data.category ? ` · ${data.category}` : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <CompletionBadge completed={data.completed} />
          <DocumentFile fileUrl={data.fileUrl} fileName={data.fileName} missing="Not uploaded yet" />
        </div>
      </div>
    </article>
  );
}

export function CategoryCard({ data }: { data: CategorySnapshot }) {
  const done = data.tasks.filter((t) => t.completed).length;
  const percentage = progressPercentage(done, data.tasks.length);
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h3 className="leading-snug font-semibold break-words">{data.label}</h3>
        <p className="text-xs text-muted-foreground">
          {data.phaseName ? `${data.phaseName} · ` : ""}
          {done} of {data.tasks.length} tasks completed
        </p>
        <Progress value={percentage} aria-label={`${data.label} progress`} className="h-1.5" />
      </div>
      <SectionTasks tasks={data.tasks} />
    </article>
  );
}

/** A shared phase: its progress, then its tasks grouped by section, as the phase page groups them. */
export function PhaseCard({ data }: { data: PhaseSnapshot }) {
  const percentage = progressPercentage(data.completedCount, data.taskCount);
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="leading-snug font-semibold break-words">{data.label}</h3>
        <CompletionBadge completed={data.completed} />
      </div>
      {data.description && <p className="text-sm text-muted-foreground">{data.description}</p>}
      <div className="flex items-center gap-3">
        <Progress value={percentage} aria-label={`${data.label} progress`} className="h-2" />
        <span className="w-10 shrink-0 text-right text-sm font-medium tabular-nums">{percentage}%</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {data.completedCount} of {data.taskCount} tasks completed
      </p>
      {data.sections.map((section) => (
        // Open by default; a long phase can be folded a section at a time (native, no script).
        <details key={section.category} open className="group/section grid gap-2">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-sm py-1 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-open/section:rotate-90" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words">{section.category}</span>
            <span className="text-xs font-normal text-muted-foreground tabular-nums">
              {section.tasks.filter((t) => t.completed).length} of {section.tasks.length} done
            </span>
          </summary>
          <div className="mt-2">
            <SectionTasks tasks={section.tasks} />
          </div>
        </details>
      ))}
    </article>
  );
}

/** The card of one visitor item, by type; a removed item shows its label only. */
export function ItemCard({ item }: { item: VisitorItem }) {
  if (item.removed) {
    const data = item.itemData as { label: string; phaseName?: string; taskTitle?: string };
    return <RemovedCard label={data.label} context={data.taskTitle || data.phaseName || undefined} />;
  }
  switch (item.itemType) {
    case "task":
      return <TaskCard data={item.itemData} />;
    case "document":
      return <DocumentCard data={item.itemData} />;
    case "category":
      return <CategoryCard data={item.itemData} />;
    case "phase":
      return <PhaseCard data={item.itemData} />;
  }
}
