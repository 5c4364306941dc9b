import { investorView } from "@/lib/messages/shared-view";
import type { PhaseSnapshot, TaskSnapshot, VisitorItem } from "@/lib/visitor/schema";
import { sectionDocs, taskDocs } from "./doc-models";
import { DocumentGroup } from "./document-index";
import { DocumentList, NotesBox } from "./document-list";
import { CompletionBadge, PriorityBadge } from "./status-pill";
import { WrapName } from "./wrap-name";

/*
 * The cards of the Tasks and Phases panels. Each shows its title and the documents provided; the
 * founder's progress (badges, priorities, counts) only when the space shows the checklist status.
 */

const CARD = "grid gap-3 rounded-lg border bg-card p-4";

/** Status on only: an item the company deleted since sharing it, by the label it was shared with. */
export function RemovedCard({ label }: { label: string }) {
  return (
    <article data-scroll-unit="card" data-scroll-count="" className="grid gap-1 rounded-lg border border-dashed bg-card p-4 text-muted-foreground">
      <h3 className="leading-snug font-medium break-words">
        <WrapName text={label} />
      </h3>
      <p className="text-xs">{investorView.removed}</p>
    </article>
  );
}

export function TaskCard({ data, id }: { data: TaskSnapshot; id: string }) {
  const status = data.completed !== undefined;
  return (
    <article data-scroll-unit="card" data-scroll-count="" className={CARD}>
      <div className="grid gap-1.5">
        <h3 className="leading-snug font-semibold break-words">
          <WrapName text={data.label} />
        </h3>
        {(data.category || status) && (
          <div className="flex flex-wrap items-center gap-2">
            {status && <CompletionBadge completed={data.completed === true} />}
            {status && data.priority && <PriorityBadge priority={data.priority} />}
            {data.category && <span className="text-xs text-muted-foreground">{data.category}</span>}
          </div>
        )}
      </div>
      <DocumentList documents={taskDocs(data, id)} label={data.label} />
      <NotesBox notes={data.notes} />
    </article>
  );
}

/** A shared phase: its title, then its documents by section (collapsible), with its progress when the status is shown. */
export function PhaseCard({ data, id }: { data: PhaseSnapshot; id: string }) {
  const status = data.taskCount !== undefined;
  return (
    <article data-scroll-unit="card" data-scroll-count="" className={CARD}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="leading-snug font-semibold break-words">
            <WrapName text={data.label} />
          </h3>
          {status && <CompletionBadge completed={data.completed === true} />}
        </div>
        {/* Task completion as a count only: the one percentage the product shows is Readiness (weighted documents), which a space does not carry. */}
        {status && (
          <p className="text-xs text-muted-foreground">
            {data.completedCount} of {data.taskCount} tasks completed
          </p>
        )}
      </div>
      {data.sections.length === 0 ? (
        <DocumentList documents={[]} label={data.label} />
      ) : (
        data.sections.map((section, i) => (
          // Phase -> section -> task -> its documents: a phase is read task by task.
          <DocumentGroup key={section.category} title={section.category} docs={sectionDocs(section, `${id}-${i}`)} level="category" counted={false}>
            <div className="grid gap-3">
              {section.tasks.map((task, j) => (
                <div key={j} className="grid gap-1.5">
                  <h4 data-scroll-unit="row" className="text-sm font-medium break-words">
                    <WrapName text={task.title} />
                  </h4>
                  <DocumentList documents={taskDocs(task, `${id}-${i}-${j}`)} label={task.title} />
                  <NotesBox notes={task.notes} />
                </div>
              ))}
            </div>
          </DocumentGroup>
        ))
      )}
    </article>
  );
}

/** The card of a task or phase item; a removed one (status on only) shows its label. */
export function ItemCard({ item }: { item: Extract<VisitorItem, { itemType: "task" | "phase" }> }) {
  if (item.removed) return <RemovedCard label={item.itemData.label} />;
  return item.itemType === "task" ? <TaskCard data={item.itemData} id={item.id} /> : <PhaseCard data={item.itemData} id={item.id} />;
}
