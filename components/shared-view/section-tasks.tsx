import type { CategoryTaskSnapshot } from "@/lib/sharing/types";
import { DocumentList, DoneIcon, NotesBox } from "./document-list";
import { FileLink } from "./file-link";
import { PriorityBadge } from "./status-pill";

/** The tasks of a shared section or of one section of a shared phase, with their documents and files. */
export function SectionTasks({ tasks }: { tasks: CategoryTaskSnapshot[] }) {
  return (
    <ul className="grid gap-2">
      {tasks.map((task, i) => (
        <li key={i} className="flex items-start gap-2 rounded-md border bg-background p-3 text-sm">
          <DoneIcon done={task.completed} />
          <div className="grid min-w-0 flex-1 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{task.title}</span>
              <PriorityBadge priority={task.priority} />
            </div>
            {task.description && <p className="text-xs text-muted-foreground">{task.description}</p>}
            <DocumentList documents={task.documents} label={task.title} />
            {task.documentUrl && <FileLink url={task.documentUrl} label="Open attached document" />}
            <NotesBox notes={task.notes} />
          </div>
        </li>
      ))}
    </ul>
  );
}
