import { LINK_FILE_NAME } from "@/lib/progress/rules";
import { investorView } from "@/lib/messages/shared-view";
import type { DocumentStatus } from "@/lib/visitor/schema";
import { FileLink } from "./file-link";
import { SpriteIcon, type SpriteName } from "./icon-sprite";
import { isExternal, visitorHref } from "./links";
import { WrapName } from "./wrap-name";
import "./doc-rows.css";

/** One document as the visitor page lists it: its name, where it sits, its file or link, and its status when the space shows it. */
export interface DocRowModel {
  key: string;
  name: string;
  /** The task it belongs to, when the list is not already under it. */
  context?: string;
  fileUrl: string | null;
  fileName: string | null;
  status?: DocumentStatus;
}

/** Only "provided" carries the check; Optional, Not applicable and the rest say what they are in words too. */
const STATUS_MARK: Record<DocumentStatus, { icon: SpriteName; label: string; className: string }> = {
  provided: { icon: "check", label: "Provided", className: "text-success" },
  pending: { icon: "circle", label: investorView.pending, className: "text-muted-foreground" },
  optional: { icon: "minus", label: investorView.optional, className: "text-muted-foreground" },
  notApplicable: { icon: "ban", label: investorView.notApplicable, className: "text-muted-foreground" },
  removed: { icon: "minus", label: investorView.removed, className: "text-muted-foreground" },
};

function StatusMark({ status }: { status?: DocumentStatus }) {
  if (!status) return <SpriteIcon name="file" className="doc-ico text-primary" />;
  const { icon, label, className } = STATUS_MARK[status];
  return <SpriteIcon name={icon} className={`doc-ico ${className}`} label={label} />;
}

function linkLabel(doc: DocRowModel): string {
  const external = isExternal(visitorHref(doc.fileUrl) ?? "/");
  if (doc.fileName && doc.fileName !== LINK_FILE_NAME) return doc.fileName;
  return external ? "Open link" : "Open document";
}

/**
 * A document row; `counted` rows are what their panel's "N more" counts. A data room repeats it
 * hundreds of times, so its looks are the `doc-*` classes (./doc-rows.css) and its icons references
 * to the page's sprite.
 */
export function DocRow({ doc, counted = false }: { doc: DocRowModel; counted?: boolean }) {
  // A shared document not provided yet keeps its title; without the status it says only that it will come.
  const missing = doc.status ? (doc.status !== "provided" ? STATUS_MARK[doc.status].label : null) : investorView.documentNotYet;
  return (
    <li data-scroll-unit="row" {...(counted ? { "data-scroll-count": "" } : {})} className="doc-row">
      <StatusMark status={doc.status} />
      <span className="doc-body">
        <WrapName text={doc.name} className="doc-name" />
        {doc.context && <WrapName text={doc.context} className="doc-ctx" />}
        {doc.fileUrl ? (
          <FileLink url={doc.fileUrl} label={linkLabel(doc)} />
        ) : (
          missing && <span className="text-xs text-muted-foreground">{missing}</span>
        )}
      </span>
    </li>
  );
}

/** What a shared item with nothing provided yet says. */
export function NothingYet() {
  return (
    <p data-scroll-unit="row" className="text-sm text-muted-foreground">
      {investorView.nothingYet}
    </p>
  );
}

/** A list of documents, or the note that they will appear as they are added. */
export function DocumentList({ documents, label, counted = false }: { documents: DocRowModel[]; label: string; counted?: boolean }) {
  if (documents.length === 0) return <NothingYet />;
  return (
    <ul className="grid gap-2.5" aria-label={`Documents for ${label}`}>
      {documents.map((doc) => (
        <DocRow key={doc.key} doc={doc} counted={counted} />
      ))}
    </ul>
  );
}

export function NotesBox({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <div data-scroll-unit="row" className="rounded-md bg-muted/60 p-3">
      <p className="mb-1 text-xs font-medium text-muted-foreground">Notes</p>
      <p className="text-sm break-words whitespace-pre-wrap">{notes}</p>
    </div>
  );
}
