"use client";

import { useDeferredValue, useId, useState, type MouseEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import { useToday } from "@/components/layout/today";
import { Badge } from "@/components/ui/badge";
import { skeletonClass } from "@/components/layout/static-classes";
import { Checkbox } from "@/components/ui/checkbox";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { descriptionSummary } from "@/lib/progress/rules";
import { documentCounts } from "@/lib/progress/status";
import { taskExpiryFlag, defaultExpiresOn } from "@/lib/progress/document-expiry";
import type { Task } from "@/lib/queries/phases";
import { cn } from "@/lib/utils";
import { TaskExpiryBadge } from "./expiry-flag";
import { PHASE_SPRITE } from "./phase-sprite";
import { PrioritySelect } from "./priority-select";
import { RecentlyRemoved } from "./recently-removed";
import { TaskAssignmentFields, TaskDueBadges } from "./task-assignment";
import { TaskDocuments } from "./task-documents";
import { TaskNotes } from "./task-notes";
import { useTaskProgress } from "./use-task-progress";
import { openLines, taskDocumentRows } from "./document-state";
import { DROP_HIGHLIGHT, DropHint } from "./drop-hint";
import { useDocumentUpload } from "./use-document-upload";
import { useFileDrop } from "./use-file-drop";
import { useUploadQueue } from "./use-upload-queue";
import { multiUploadMessages } from "@/lib/messages/documents";

interface TaskCardProps {
  companyId: string;
  task: Task;
  bulkMode: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  /** Drawn expanded (the task a search result opened). */
  defaultOpen?: boolean;
}

/** ui/skeleton's classes, merged once rather than by cn() on every card. */
const LOADING_BADGE = skeletonClass("h-5 w-24");

/**
 * A collapsed card off screen is left out of the browser's style, layout and paint until it nears
 * the viewport: the phase page's first frame, and the frame that draws the full cards over the
 * stand-ins, laid out every card of the list where a screen shows two or three (a third of the
 * load's layout time at 4x CPU on the busiest phase). The sizes stand in for a card not drawn yet,
 * a phone's (its priority wraps below the title) and a wider screen's; once drawn, a card keeps its
 * own. An open card is always drawn: with every task open, collapsing one would otherwise pull
 * skipped cards into view, to be laid out for the first time within that click.
 */
const SKIP_OFF_SCREEN = "[content-visibility:auto] [contain-intrinsic-size:auto_184px] sm:[contain-intrinsic-size:auto_130px]";

const CHEVRON = "hidden size-5 text-muted-foreground transition-transform sm:block";

/**
 * The card's header: the title, summary and badges in a column that keeps 14rem, the priority and
 * chevron beside it (below it on a phone, where they wrap). The stand-in lays out the same boxes.
 */
const HEADER = {
  row: "flex flex-wrap items-start gap-3 p-4",
  text: "min-w-[14rem] flex-1 space-y-1.5",
  title: "text-base leading-snug font-semibold",
  side: "ml-auto flex shrink-0 items-center gap-1",
};

/** Clicks on these do their own thing and must not also toggle the card. */
function fromControl(event: MouseEvent) {
  return (
    (event.target as HTMLElement).closest(
      "button, a, input, textarea, select, [role=combobox], [role=checkbox], [role=option], [data-card-control]",
    ) && !(event.target as HTMLElement).closest("[data-card-toggle]")
  );
}

export function TaskCard({ companyId, task, bulkMode, selected, onSelectedChange, defaultOpen = false }: TaskCardProps) {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const progress = useTaskProgress(companyId, task);
  const expanded = open && !bulkMode;
  // The panel (assignment, document rows with their menus, notes) follows a frame later: the
  // click's own render only turns the chevron and aria-expanded, so the card answers at once on a
  // slow phone, and the panel's render runs in slices that let the page paint and take input.
  // Collapsing hides it in the same render.
  // Never in the server's HTML: a card drawn open (a search result's) opens its panel in a deferred
  // render after hydration, since the rows show times and days the browser must draw for itself.
  // Only such a card passes the initial value, which costs every card that takes it a second render.
  const panelOpen = useDeferredValue(expanded, expanded ? false : undefined) && expanded;
  const today = useToday();
  const { canWrite } = useCapabilities();
  const summary = descriptionSummary(task.description);
  const docs = documentCounts(task.id, task.description, progress.documents, task.notApplicable);
  const uploadTo = useDocumentUpload(companyId, task.id, progress.updateDocuments, { toastRefusal: false });
  // Files dropped or picked together get their line's default expiry, as the dialog pre-fills it.
  const queue = useUploadQueue((line, file, onProgress, signal) =>
    uploadTo(line, file, onProgress, signal, defaultExpiresOn(task.validity, line.index) || null),
  );
  const drop = useFileDrop(
    (files) => {
      queue.add(files, openLines(taskDocumentRows(task.id, task.description, progress.documents, task.notApplicable)));
      setOpen(true);
    },
    canWrite && !bulkMode && docs.total > 0,
  );

  function onHeaderClick(event: MouseEvent) {
    if (fromControl(event)) return;
    if (bulkMode) onSelectedChange(!selected);
    else setOpen((value) => !value);
  }

  return (
    <article
      aria-labelledby={titleId}
      {...drop.dropProps}
      data-drop-over={drop.over || undefined}
      className={cn(
        "relative rounded-xl border bg-card shadow-xs transition-colors",
        !expanded && SKIP_OFF_SCREEN,
        progress.completed && "border-success/40",
        bulkMode && selected && "border-primary ring-2 ring-primary/30",
        drop.over && DROP_HIGHLIGHT,
      )}
    >
      {drop.over && <DropHint text={multiUploadMessages.dropOnTask} />}
      <div className={`${HEADER.row} cursor-pointer`} onClick={onHeaderClick}>
        {bulkMode && (
          <Checkbox
            className="mt-1"
            checked={selected}
            onCheckedChange={(value) => onSelectedChange(value === true)}
            aria-label={`Select ${task.title}`}
          />
        )}
        <div className={HEADER.text}>
          <h3 className={HEADER.title}>
            {bulkMode ? (
              <span id={titleId}>{task.title}</span>
            ) : (
              <button
                type="button"
                id={titleId}
                data-card-toggle
                aria-expanded={expanded}
                aria-controls={panelId}
                className="w-full rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {task.title}
              </button>
            )}
          </h3>
          {summary && <p className={cn("text-sm text-muted-foreground", !expanded && "line-clamp-2")}>{summary}</p>}
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {progress.isLoading ? (
              <div data-slot="skeleton" aria-hidden="true" className={LOADING_BADGE} />
            ) : progress.completed ? (
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" />
                Completed
              </Badge>
            ) : (
              <Badge variant="outline">Not completed</Badge>
            )}
            <TaskExpiryBadge flag={taskExpiryFlag(task.id, progress.documents, task.notApplicable, today)} />
            {docs.total > 0 && (
              <span className="inline-flex items-center gap-1">
                <SpriteIcon icon={PHASE_SPRITE.fileText} className="size-3.5" />
                {docs.completed} of {docs.total} {docs.total === 1 ? "document" : "documents"}
              </span>
            )}
            {task.estimatedDays != null && (
              <span className="inline-flex items-center gap-1">
                <SpriteIcon icon={PHASE_SPRITE.clock} className="size-3.5" />
                {task.estimatedDays} {task.estimatedDays === 1 ? "day" : "days"}
              </span>
            )}
            <TaskDueBadges companyId={companyId} taskId={task.id} completed={progress.completed} />
          </div>
        </div>
        <div className={HEADER.side}>
          {/* The priority's stand-in gives way to Radix Select on a press: the click that follows
              lands on what holds it, which must not toggle the card. */}
          <span data-card-control className="contents">
            <PrioritySelect
              value={progress.priority}
              onChange={progress.savePriority}
              disabled={progress.isLoading || !canWrite}
              loading={progress.isLoading}
              label={`Priority for ${task.title}`}
            />
          </span>
          {!bulkMode && <SpriteIcon icon={PHASE_SPRITE.chevron} className={expanded ? `${CHEVRON} rotate-180` : CHEVRON} />}
        </div>
      </div>
      {panelOpen && (
        <div id={panelId} className="space-y-5 border-t bg-muted/30 p-4">
          <TaskAssignmentFields companyId={companyId} taskId={task.id} phaseId={task.phaseId} title={task.title} />
          <TaskDocuments
            companyId={companyId}
            task={task}
            hiddenLines={task.notApplicable}
            documents={progress.documents}
            updateDocuments={progress.updateDocuments}
            queue={queue}
          />
          <RecentlyRemoved companyId={companyId} taskId={task.id} />
          <TaskNotes notes={progress.notes} onSave={progress.saveNotes} />
        </div>
      )}
    </article>
  );
}

/**
 * What the server sends for a card past the first screenful (phase-task-list.tsx): the title and
 * summary laid out as the full card lays them out, with empty boxes where its badges and priority
 * go, so that the full card drawn over it once hydrated moves nothing at any width.
 */
export function TaskCardStandIn({ task }: { task: Task }) {
  const summary = descriptionSummary(task.description);
  return (
    <article data-stand-in className={`rounded-xl border bg-card shadow-xs ${SKIP_OFF_SCREEN}`}>
      <div className={HEADER.row}>
        <div className={HEADER.text}>
          <h3 className={HEADER.title}>{task.title}</h3>
          {summary && <p className="text-sm text-muted-foreground line-clamp-2">{summary}</p>}
          <div className="h-[1.375rem]" />
        </div>
        <div className={HEADER.side}>
          <div className="h-8 w-[8rem]" />
          <div className="hidden size-5 sm:block" />
        </div>
      </div>
    </article>
  );
}
