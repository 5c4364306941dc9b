import { CheckCircle2, Circle, FileText } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { progressPercentage } from "@/lib/domain/progress";
import { lifecycleMessages } from "@/lib/file-lifecycle-messages";
import type { CategorySnapshot, DocumentSnapshot, PhaseSnapshot, TaskSnapshot } from "@/lib/sharing/types";
import { FileLink } from "./file-link";
import { CompletionBadge, PriorityBadge } from "./status-pill";

const OPTIONAL = "Marked as optional";
const REMOVED_BY_COMPANY = lifecycleMessages.removedByCompany;

function DoneIcon({ done }: { done: boolean }) {
  return done ? (
    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Completed" />
  ) : (
    <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Pending" />
  );
}

function fileLabel(fileName: string | null, fallback: string) {
  return fileName && fileName !== OPTIONAL ? fileName : fallback;
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
      {data.documents.length > 0 && (
        <ul className="grid gap-2" aria-label={`Documents for ${data.label}`}>
          {data.documents.map((doc, i) => (
            <li key={i} className="flex items-start gap-2 text-sm">
              <DoneIcon done={doc.completed} />
              <span className="grid min-w-0 gap-0.5">
                <span className="break-words">{doc.name}</span>
                {doc.fileUrl ? (
                  <FileLink url={doc.fileUrl} label={fileLabel(doc.fileName, "Open document")} />
                ) : doc.fileName === OPTIONAL ? (
                  <span className="text-xs text-muted-foreground">Optional</span>
                ) : doc.fileName === REMOVED_BY_COMPANY ? (
                  <span className="text-xs text-muted-foreground">{REMOVED_BY_COMPANY}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.documentUrl && <FileLink url={data.documentUrl} label="Open attached document" />}
      {data.notes && (
        <div className="rounded-md bg-muted/60 p-3">
          <p className="mb-1 text-xs font-medium text-muted-foreground">Notes</p>
          <p className="text-sm break-words whitespace-pre-wrap">{data.notes}</p>
        </div>
      )}
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
          {data.fileUrl ? (
            <FileLink url={data.fileUrl} label={fileLabel(data.fileName, "Open document")} />
          ) : data.fileName === OPTIONAL ? (
            <span className="text-xs text-muted-foreground">Optional</span>
          ) : data.fileName === REMOVED_BY_COMPANY ? (
            <span className="text-xs text-muted-foreground">{REMOVED_BY_COMPANY}</span>
          ) : (
            <span className="text-xs text-muted-foreground">Not uploaded yet</span>
          )}
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
      <ul className="grid gap-2">
        {data.tasks.map((task, i) => (
          <li key={i} className="flex items-start gap-2 rounded-md border bg-background p-3 text-sm">
            <DoneIcon done={task.completed} />
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{task.title}</span>
                <PriorityBadge priority={task.priority} />
              </div>
              {task.description && <p className="text-xs text-muted-foreground">{task.description}</p>}
              {task.documentUrl && <FileLink url={task.documentUrl} label="Open attached document" />}
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

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
    </article>
  );
}
