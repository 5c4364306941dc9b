"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import dynamic from "next/dynamic";
import { CalendarClock, CheckCircle2, Circle, Download, ExternalLink, Eye, History, Link2, MinusCircle, Share2, Upload, X } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import type { ShareableItem } from "@/components/sharing/contract";
import { ShareActions } from "@/components/sharing/share-actions";
import { useShareDnd } from "@/components/sharing/share-dnd-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { internalFileId, safeExternalHref } from "@/lib/progress/links";
import { formatDate } from "@/lib/format";
import type { DocumentRowModel, DocumentStatus } from "./document-state";
import { VersionsLabel } from "./versions-label";
import { ExpiryFlag } from "./expiry-flag";
import { LineSourceInfo } from "./line-source";
import { RowMenu, type RowMenuAction } from "./row-menu";
import { DROP_HIGHLIGHT, DropHint } from "./drop-hint";
import { useFileDrop } from "./use-file-drop";
import { multiUploadMessages } from "@/lib/messages/documents";
import { cn } from "@/lib/utils";

// The versions dialog (Radix's dialog, the restore's confirmation) loads with its first opening
// from a row's menu, not with every phase page.
const loadVersions = () => import("./document-versions");
const DocumentVersions = dynamic(() => loadVersions().then((m) => m.DocumentVersions), { ssr: false });

const STATUS: Record<DocumentStatus, { label: string; icon: typeof Circle; className: string }> = {
  pending: { label: "Pending", icon: Circle, className: "text-muted-foreground" },
  uploaded: { label: "Uploaded", icon: CheckCircle2, className: "text-success" },
  link: { label: "Link attached", icon: CheckCircle2, className: "text-success" },
  optional: { label: "Marked as optional", icon: MinusCircle, className: "text-muted-foreground" },
  notApplicable: { label: "Not applicable", icon: MinusCircle, className: "text-muted-foreground" },
};

interface DocumentRowProps {
  row: DocumentRowModel;
  /** The document as a share item: Share in the menu and a drag handle in the row. */
  shareItem?: ShareableItem;
  disabled?: boolean;
  onUpload(): void;
  /** Opens the upload dialog on its link tab. */
  onAddLink?(): void;
  onMarkOptional(): void;
  /** Opens the reason dialog (na-reason-dialog.tsx). */
  onMarkNotApplicable?(): void;
  onRemove(): void;
  /** Opens the expiry date dialog (expiry-dialog.tsx) of a held file or link. */
  onEditExpiry?(): void;
  /** Where the "Versions (n)" of a document with a file or link are read (document-versions.tsx). */
  versions?: { companyId: string; taskId: string };
  /** Files dropped from the desktop on the row (a pending row uploads them, a provided one replaces). */
  onDropFiles?(files: File[]): void;
}

/**
 * One required document: a single primary action (Upload Document while nothing is provided,
 * View once a file or link is), the rest in a menu. The row itself is focusable: Enter runs the
 * primary action, the context-menu key or Shift+F10 opens the menu.
 */
export function DocumentRow(props: DocumentRowProps) {
  const { row, shareItem, disabled, versions } = props;
  const nameId = useId();
  const status = STATUS[row.status];
  const Icon = status.icon;
  const { canWrite, canShare } = useCapabilities();
  const dnd = useShareDnd();
  const [menuOpen, setMenuOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const primaryRef = useRef<HTMLElement>(null);
  const hasVersions = Boolean(versions && row.state?.fileUrl);
  // The menu that offers Versions is open: its dialog's code is fetched now, so choosing it opens at once.
  useEffect(() => {
    if (menuOpen && hasVersions) void loadVersions();
  }, [menuOpen, hasVersions]);
  const droppable = Boolean(props.onDropFiles) && canWrite && !disabled && (row.status === "pending" || isProvided(row.status));
  const drop = useFileDrop((files) => props.onDropFiles?.(files), droppable);
  const versionSource = { companyId: versions?.companyId ?? "", taskId: versions?.taskId ?? "", documentKey: row.key, current: row.state };
  const actions = menuActions(props, {
    canWrite,
    share: shareItem && canShare && dnd ? () => dnd.configure([shareItem]) : undefined,
    versions: hasVersions
      ? { label: "Versions", content: <VersionsLabel {...versionSource} />, icon: History, onSelect: () => setVersionsOpen(true) }
      : undefined,
  });

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    // Only the row's own keys: a focused button or link inside keeps its own.
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" && primaryRef.current) {
      event.preventDefault();
      primaryRef.current.click();
    } else if (event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey)) {
      event.preventDefault();
      if (actions.length > 0 && !disabled) setMenuOpen(true);
    }
  }

  return (
    <li
      aria-labelledby={nameId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...drop.dropProps}
      data-drop-over={drop.over || undefined}
      className={cn(
        "relative flex flex-col gap-2 rounded-lg border bg-background p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:justify-between",
        drop.over && DROP_HIGHLIGHT,
      )}
    >
      {drop.over && <DropHint text={multiUploadMessages.dropOnRow} />}
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
            <LineSourceInfo source={row.source} documentName={row.line.name} />
          </div>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:justify-end">
        <PrimaryAction row={row} canWrite={canWrite} disabled={disabled} onUpload={props.onUpload} nameId={nameId} ref={primaryRef} />
        <RowMenu documentName={row.line.name} actions={actions} open={menuOpen} onOpenChange={setMenuOpen} disabled={disabled} />
        {shareItem && canShare && <ShareActions item={shareItem} handleOnly className="opacity-60 hover:opacity-100 focus-within:opacity-100" />}
      </div>
      {hasVersions && versionsOpen && (
        <DocumentVersions {...versionSource} documentName={row.line.name} open={versionsOpen} onOpenChange={setVersionsOpen} />
      )}
    </li>
  );
}

const isProvided = (status: DocumentStatus) => status === "uploaded" || status === "link";

/** The menu's actions for the row's state and the member's role, in a fixed order. */
function menuActions(props: DocumentRowProps, can: { canWrite: boolean; share?: () => void; versions?: RowMenuAction }): RowMenuAction[] {
  const { row } = props;
  const actions: RowMenuAction[] = [];
  if (can.canWrite && row.status === "pending") {
    if (props.onAddLink) actions.push({ label: "Add link", icon: Link2, onSelect: props.onAddLink });
    actions.push({ label: "Mark Optional", icon: MinusCircle, onSelect: props.onMarkOptional });
    if (props.onMarkNotApplicable) actions.push({ label: "Not applicable", icon: MinusCircle, onSelect: props.onMarkNotApplicable });
  }
  if (can.canWrite && isProvided(row.status)) {
    actions.push({ label: "Replace", icon: Upload, onSelect: props.onUpload });
    if (props.onEditExpiry)
      actions.push({ label: row.state?.expiresOn ? "Edit expiry" : "Set expiry", icon: CalendarClock, onSelect: props.onEditExpiry });
  }
  if (can.versions) actions.push(can.versions);
  if (can.share) actions.push({ label: "Share", icon: Share2, onSelect: can.share });
  if (can.canWrite && row.status !== "pending") actions.push({ label: "Remove", icon: X, onSelect: props.onRemove, destructive: true });
  return actions;
}

interface PrimaryActionProps {
  row: DocumentRowModel;
  canWrite: boolean;
  disabled?: boolean;
  onUpload(): void;
  nameId: string;
  ref: React.Ref<HTMLElement>;
}

/** Upload Document while nothing is provided (writers only); View of the file or link once it is. */
function PrimaryAction({ row, canWrite, disabled, onUpload, nameId, ref }: PrimaryActionProps) {
  if (row.status === "pending") {
    if (!canWrite) return null;
    return (
      <Button ref={ref as React.Ref<HTMLButtonElement>} type="button" size="sm" onClick={onUpload} disabled={disabled} aria-describedby={nameId}>
        <Upload aria-hidden="true" />
        Upload Document
      </Button>
    );
  }
  const href = viewHref(row);
  if (!href) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <a ref={ref as React.Ref<HTMLAnchorElement>} href={href} target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
        <Eye aria-hidden="true" />
        View
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** The file through the app, or the attached link; nothing for a row with neither. */
function viewHref(row: DocumentRowModel): string | null {
  const url = row.state?.fileUrl;
  if (!url) return null;
  if (row.status === "uploaded") {
    const fileId = internalFileId(url);
    return fileId ? `/api/files/${fileId}` : null;
  }
  if (row.status === "link") return safeExternalHref(url) ?? null;
  return null;
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
