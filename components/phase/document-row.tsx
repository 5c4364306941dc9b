"use client";

import { useId, type ReactNode } from "react";
import { CalendarClock, CheckCircle2, Circle, Download, ExternalLink, MinusCircle, Upload, X } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import type { ShareableItem } from "@/components/sharing/contract";
import { ShareActions } from "@/components/sharing/share-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { safeExternalHref } from "@/lib/domain/links";
import { formatDate } from "@/lib/format";
import { internalFileId } from "@/lib/validations/progress";
import type { DocumentRowModel, DocumentStatus } from "./document-state";
import { ExpiryFlag } from "./expiry-flag";

const STATUS: Record<DocumentStatus, { label: string; icon: typeof Circle; className: string }> = {
  pending: { label: "Pending", icon: Circle, className: "text-muted-foreground" },
  uploaded: { label: "Uploaded", icon: CheckCircle2, className: "text-success" },
  link: { label: "Link attached", icon: CheckCircle2, className: "text-success" },
  optional: { label: "Marked as optional", icon: MinusCircle, className: "text-muted-foreground" },
  notApplicable: { label: "Not applicable", icon: MinusCircle, className: "text-muted-foreground" },
};

interface DocumentRowProps {
  row: DocumentRowModel;
  /** The document as a share item: a Share button and a drag handle in the row. */
  shareItem?: ShareableItem;
  disabled?: boolean;
  onUpload(): void;
  onMarkOptional(): void;
  /** Opens the reason dialog (na-reason-dialog.tsx). */
  onMarkNotApplicable?(): void;
  onRemove(): void;
  /** Opens the expiry date dialog (expiry-dialog.tsx) of a held file or link. */
  onEditExpiry?(): void;
  /** Issue 17: the "Versions (n)" button of a document with a file or link (document-versions.tsx). */
  versions?: ReactNode;
}

export function DocumentRow({
  row,
  shareItem,
  disabled,
  onUpload,
  onMarkOptional,
  onMarkNotApplicable,
  onRemove,
  onEditExpiry,
  versions,
}: DocumentRowProps) {
  const nameId = useId();
  const status = STATUS[row.status];
  const Icon = status.icon;
  const { canWrite, canShare } = useCapabilities();
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-2 rounded-lg border bg-background p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-2.5">
        <Icon className={`mt-0.5 size-4 shrink-0 ${status.className}`} aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p id={nameId} className="text-sm font-medium break-words">
            {row.line.name}
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant={row.status === "pending" || row.status === "optional" || row.status === "notApplicable" ? "outline" : "success"}>
              {status.label}
            </Badge>
            <Attachment row={row} />
            <ExpiryFlag doc={row.state} />
            {row.status === "notApplicable" && row.state?.notApplicableReason && (
              <span className="break-words">Reason: {row.state.notApplicableReason}</span>
            )}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
        {!canWrite ? null : row.status === "pending" ? (
          <>
            <Button type="button" size="sm" onClick={onUpload} disabled={disabled} aria-describedby={nameId}>
              <Upload aria-hidden="true" />
              Upload Document
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onMarkOptional} disabled={disabled} aria-describedby={nameId}>
              Mark Optional
            </Button>
            {onMarkNotApplicable && (
              <Button type="button" size="sm" variant="outline" onClick={onMarkNotApplicable} disabled={disabled} aria-describedby={nameId}>
                Not applicable
              </Button>
            )}
          </>
        ) : (
          <>
            {onEditExpiry && (row.status === "uploaded" || row.status === "link") && (
              <Button type="button" size="sm" variant="ghost" onClick={onEditExpiry} disabled={disabled} aria-describedby={nameId}>
                <CalendarClock aria-hidden="true" />
                {row.state?.expiresOn ? "Edit expiry" : "Set expiry"}
              </Button>
            )}
            {(row.status === "uploaded" || row.status === "link") && (
              <Button type="button" size="sm" variant="outline" onClick={onUpload} disabled={disabled} aria-describedby={nameId}>
                <Upload aria-hidden="true" />
                Replace
              </Button>
            )}
            <Button type="button" size="sm" variant="ghost" onClick={onRemove} disabled={disabled} aria-describedby={nameId}>
              <X aria-hidden="true" />
              Remove
            </Button>
          </>
        )}
        {versions}
        {shareItem && canShare && <ShareActions item={shareItem} />}
      </div>
    </li>
  );
}

/** The uploaded file (downloaded through the app) or the attached link (a new tab). */
function Attachment({ row }: { row: DocumentRowModel }) {
  const state = row.state;
  if (!state || row.status === "pending" || row.status === "optional" || row.status === "notApplicable") return null;
  const when = formatDate(state.uploadedAt);
  if (row.status === "uploaded") {
    const fileId = internalFileId(state.fileUrl);
    const name = state.fileName || "Uploaded file";
    return (
      <>
        {fileId ? (
          <a
            href={`/api/files/${fileId}`}
            download={name}
            className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
          >
            <Download className="size-3 shrink-0" aria-hidden="true" />
            <span className="break-all">{name}</span>
          </a>
        ) : (
          <span className="break-all">{name}</span>
        )}
        {when && <span>· {when}</span>}
      </>
    );
  }
  const href = safeExternalHref(state.fileUrl);
  return (
    <>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
        >
          <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          <span className="break-all" title={href}>
            {displayUrl(href)}
          </span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span>{state.fileName}</span>
      )}
      {when && <span>· {when}</span>}
    </>
  );
}

/** "drive.google.com/file/d/..." rather than a 300-character address. */
function displayUrl(href: string): string {
  const short = href.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return short.length > 60 ? `${short.slice(0, 57)}...` : short;
}
