import { CheckCircle2, Circle } from "lucide-react";
import { lifecycleMessages } from "@/lib/messages/documents";
import type { DocumentEntrySnapshot } from "@/lib/sharing/types";
import { FileLink } from "./file-link";

export const OPTIONAL = "Marked as optional";
export const REMOVED_BY_COMPANY = lifecycleMessages.removedByCompany;

export function DoneIcon({ done }: { done: boolean }) {
  return done ? (
    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Completed" />
  ) : (
    <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Pending" />
  );
}

export function fileLabel(fileName: string | null, fallback: string) {
  return fileName && fileName !== OPTIONAL ? fileName : fallback;
}

/** What stands in for a document's file: its link, or why there is none. */
export function DocumentFile({ fileUrl, fileName, missing }: { fileUrl: string | null; fileName: string | null; missing?: string }) {
  if (fileUrl) return <FileLink url={fileUrl} label={fileLabel(fileName, "Open document")} />;
  if (fileName === OPTIONAL) return <span className="text-xs text-muted-foreground">Optional</span>;
  if (fileName === REMOVED_BY_COMPANY) return <span className="text-xs text-muted-foreground">{REMOVED_BY_COMPANY}</span>;
  return missing ? <span className="text-xs text-muted-foreground">{missing}</span> : null;
}

/** A task's required documents, each with its state and file. */
export function DocumentList({ documents, label }: { documents: DocumentEntrySnapshot[]; label: string }) {
  if (documents.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={`Documents for ${label}`}>
      {documents.map((doc, i) => (
        <li key={i} className="flex items-start gap-2 text-sm">
          <DoneIcon done={doc.completed} />
          <span className="grid min-w-0 gap-0.5">
            <span className="break-words">{doc.name}</span>
            <DocumentFile fileUrl={doc.fileUrl} fileName={doc.fileName} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NotesBox({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <div className="rounded-md bg-muted/60 p-3">
      <p className="mb-1 text-xs font-medium text-muted-foreground">Notes</p>
      <p className="text-sm break-words whitespace-pre-wrap">{notes}</p>
    </div>
  );
}
