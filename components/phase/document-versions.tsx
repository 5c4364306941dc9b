"use client";

import { useState } from "react";
import { format } from "date-fns";
import { Download, Eye, History, RotateCcw } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import { ConfirmButton } from "@/components/members/confirm-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { safeExternalHref } from "@/lib/progress/links";
import type { DocumentState } from "@/lib/progress/rules";
import { formatBytes } from "@/lib/format";
import { conflictCurrent } from "@/lib/queries/progress";
import { lifecycleMessages, versionMessages as m } from "@/lib/messages/documents";
import { useDocumentVersions, useRestoreVersion, type DocumentVersionJson } from "@/lib/queries/versions";
import { showError, showSuccess } from "@/lib/toast";
import { useVersionsLabel, type VersionSource } from "./versions-label";

interface DocumentVersionsProps extends VersionSource {
  documentName: string;
}

interface ControlledProps {
  /** Given by a document row, whose menu opens the dialog: no button of its own then. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * The "Versions (n)" dialog of a document with a file or link: the current version, then the
 * earlier ones, each viewable and restorable. Alone it brings its own button; a document row
 * opens it from its menu instead.
 */
export function DocumentVersions(props: DocumentVersionsProps & ControlledProps) {
  const { companyId, taskId, documentKey, documentName, current } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = props.open !== undefined;
  const open = controlled ? props.open : ownOpen;
  const setOpen = (next: boolean) => (controlled ? props.onOpenChange?.(next) : setOwnOpen(next));
  const label = useVersionsLabel(props);
  const versions = useDocumentVersions(companyId, taskId, documentKey, current?.fileUrl ?? null);
  return (
    <>
      {!controlled && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={`${label} of ${documentName}`}
        >
          <History aria-hidden="true" />
          {label}
        </Button>
      )}
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent className="sm:max-w-xl">
            <DialogHeader>
              <DialogTitle className="pr-6">{m.title(documentName)}</DialogTitle>
              <DialogDescription>{m.description}</DialogDescription>
            </DialogHeader>
            {current?.fileUrl && <CurrentVersion current={current} />}
            <VersionList companyId={companyId} taskId={taskId} state={versions} current={current} onRestored={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

function CurrentVersion({ current }: { current: DocumentState }) {
  return (
    <section aria-label={m.current} className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
      <p className="text-xs font-medium text-primary">{m.current}</p>
      <p className="font-medium break-all">{current.fileName ?? current.fileUrl}</p>
      {current.uploadedAt && (
        <p className="text-xs text-muted-foreground">
          <time dateTime={current.uploadedAt}>{format(new Date(current.uploadedAt), "d MMM yyyy, HH:mm")}</time>
        </p>
      )}
    </section>
  );
}

function VersionList({
  companyId,
  taskId,
  state,
  current,
  onRestored,
}: {
  companyId: string;
  taskId: string;
  state: ReturnType<typeof useDocumentVersions>;
  current: DocumentState | undefined;
  onRestored(): void;
}) {
  const restore = useRestoreVersion(companyId, taskId);
  if (state.isPending)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {m.loading}
      </p>
    );
  if (state.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        {m.loadFailed}
      </p>
    );
  if (state.data.length === 0) return <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{m.empty}</p>;

  async function onConfirm(version: DocumentVersionJson) {
    try {
      await restore.mutateAsync({ versionId: version.id, base: current ?? null });
      showSuccess({ title: m.restored, description: version.fileName });
      onRestored();
    } catch (error) {
      if (conflictCurrent(error) !== undefined) showError(error, lifecycleMessages.conflict);
      else showError(error, m.restoreFailed);
    }
  }

  return (
    <ul className="max-h-[60vh] space-y-2 overflow-y-auto" aria-label="Earlier versions">
      {state.data.map((version) => (
        <VersionItem key={version.id} version={version} busy={restore.isPending} onRestore={() => void onConfirm(version)} />
      ))}
    </ul>
  );
}

function VersionItem({ version, busy, onRestore }: { version: DocumentVersionJson; busy: boolean; onRestore(): void }) {
  const { canWrite } = useCapabilities();
  const when = version.uploadedAt ?? version.replacedAt;
  const linkHref = version.isLink ? safeExternalHref(version.url) : null;
  const details = [
    format(new Date(when), "d MMM yyyy, HH:mm"),
    version.size !== null ? formatBytes(version.size) : null,
    version.uploadedBy ?? m.unknownUploader,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all">{version.fileName}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={when}>{details}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!version.url ? (
          <span className="text-xs text-muted-foreground">{m.fileGone}</span>
        ) : version.isLink ? (
          linkHref && (
            <Button asChild size="sm" variant="outline">
              <a href={linkHref} target="_blank" rel="noopener noreferrer" aria-label={`${m.view} ${version.fileName} (opens in a new tab)`}>
                <Eye aria-hidden="true" />
                {m.view}
              </a>
            </Button>
          )
        ) : (
          <>
            <Button asChild size="sm" variant="outline">
              <a
                href={`${version.url}?inline=1`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${m.view} ${version.fileName} (opens in a new tab)`}
              >
                <Eye aria-hidden="true" />
                {m.view}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={version.url} download={version.fileName} aria-label={`${m.download} ${version.fileName}`}>
                <Download aria-hidden="true" />
                {m.download}
              </a>
            </Button>
          </>
        )}
        {canWrite && (
          <ConfirmButton
            label={m.restore}
            ariaLabel={`${m.restore} ${version.fileName}`}
            icon={<RotateCcw aria-hidden="true" />}
            variant="default"
            disabled={busy || !version.url}
            title={m.confirmTitle}
            description={m.confirmDescription(version.fileName)}
            confirm={m.restore}
            onConfirm={onRestore}
          />
        )}
      </div>
    </li>
  );
}
