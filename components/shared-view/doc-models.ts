import type { CategorySnapshot, CategoryTaskSnapshot, DocumentSnapshot, TaskSnapshot } from "@/lib/visitor/schema";
import type { DocRowModel } from "./document-list";
import { investorView } from "@/lib/messages/shared-view";

/** The documents of a task (shared alone or inside a section or phase), as rows; `withTask` names the task under each. */
export function taskDocs(task: TaskSnapshot | CategoryTaskSnapshot, key: string, withTask = false): DocRowModel[] {
  const title = "label" in task ? task.label : task.title;
  const context = withTask ? title : undefined;
  const rows: DocRowModel[] = task.documents.map((doc, i) => ({
    key: `${key}-${i}`,
    name: doc.name,
    context,
    fileUrl: doc.fileUrl,
    fileName: doc.fileName,
    status: doc.status,
  }));
  if (task.documentUrl)
    rows.push({ key: `${key}-attached`, name: investorView.attachedDocument, context, fileUrl: task.documentUrl, fileName: null });
  return rows;
}

/** A shared section's documents, each under its task's title. */
export function sectionDocs(section: Pick<CategorySnapshot, "tasks">, key: string): DocRowModel[] {
  return section.tasks.flatMap((task, i) => taskDocs(task, `${key}-${i}`, true));
}

/** A shared document as a row. */
export function documentDoc(doc: DocumentSnapshot, key: string, removed = false): DocRowModel {
  return {
    key,
    name: doc.label,
    context: doc.taskTitle || undefined,
    fileUrl: doc.fileUrl,
    fileName: doc.fileName,
    status: removed ? "removed" : doc.status,
  };
}
