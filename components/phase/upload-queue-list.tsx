"use client";

import { useId } from "react";
import { CheckCircle2, RotateCcw, Upload, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NATIVE_SELECT_CLASS } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import type { DocumentLine } from "@/lib/progress/rules";
import { formatBytes } from "@/lib/format";
import { multiUploadMessages as m } from "@/lib/messages/documents";
import type { QueueItem, UploadQueue } from "./use-upload-queue";

interface UploadQueueListProps {
  queue: Pick<UploadQueue, "items" | "assign" | "start" | "cancel" | "retry" | "remove" | "clearFinished">;
  /** The task's open lines: the choices of a file in review. */
  openLines: readonly DocumentLine[];
}

/**
 * The task's files on their way: first a short review (each file with the document its name
 * matched, changeable), then one row per file with its own bar and Cancel, the API's message and
 * Retry when it failed.
 */
export function UploadQueueList({ queue, openLines }: UploadQueueListProps) {
  const { items } = queue;
  if (!items.length) return null;
  const review = items.filter((item) => item.status === "review");
  const moving = items.filter((item) => item.status !== "review");
  const placed = review.filter((item) => item.line).length;
  const finished = moving.some((item) => item.status === "done" || item.status === "cancelled");
  return (
    <section aria-label={m.listLabel} className="space-y-3 rounded-lg border bg-background p-3">
      {review.length > 0 && (
        <div className="space-y-2">
          <h5 className="text-sm font-semibold">{m.reviewTitle(review.length)}</h5>
          <p className="text-xs text-muted-foreground">{m.reviewHint}</p>
          <ul className="space-y-2">
            {review.map((item) => (
              <ReviewRow
                key={item.id}
                item={item}
                choices={openLines.filter((line) => line.index === item.line?.index || !review.some((other) => other.line?.index === line.index))}
                onAssign={(line) => queue.assign(item.id, line)}
                onRemove={() => queue.remove(item.id)}
              />
            ))}
          </ul>
          {placed < review.length && <p className="text-xs text-muted-foreground">{m.unplaced}</p>}
          <Button type="button" size="sm" onClick={queue.start} disabled={placed === 0}>
            <Upload aria-hidden="true" />
            {m.start(placed)}
          </Button>
        </div>
      )}
      {moving.length > 0 && (
        <ul className="space-y-2">
          {moving.map((item) => (
            <ProgressRow
              key={item.id}
              item={item}
              onCancel={() => queue.cancel(item.id)}
              onRetry={() => queue.retry(item.id)}
              onRemove={() => queue.remove(item.id)}
            />
          ))}
        </ul>
      )}
      {finished && (
        <Button type="button" size="sm" variant="ghost" onClick={queue.clearFinished}>
          {m.clearFinished}
        </Button>
      )}
    </section>
  );
}

function FileName({ item }: { item: QueueItem }) {
  return (
    <span className="min-w-0 text-sm font-medium break-all">
      {item.file.name} <span className="font-normal text-muted-foreground">({formatBytes(item.file.size)})</span>
    </span>
  );
}

function ReviewRow({
  item,
  choices,
  onAssign,
  onRemove,
}: {
  item: QueueItem;
  choices: readonly DocumentLine[];
  onAssign(line: DocumentLine | null): void;
  onRemove(): void;
}) {
  const selectId = useId();
  return (
    <li className="grid gap-1.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-center sm:gap-2">
      <FileName item={item} />
      <label htmlFor={selectId} className="sr-only">
        {m.documentFor(item.file.name)}
      </label>
      <select
        id={selectId}
        className={NATIVE_SELECT_CLASS}
        value={item.line?.index ?? ""}
        onChange={(event) => onAssign(choices.find((line) => String(line.index) === event.target.value) ?? null)}
      >
        <option value="">{m.chooseDocument}</option>
        {choices.map((line) => (
          <option key={line.index} value={line.index}>
            {line.name}
          </option>
        ))}
      </select>
      <Button type="button" size="icon-sm" variant="ghost" onClick={onRemove} aria-label={m.remove(item.file.name)}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

const STATUS_TEXT: Partial<Record<QueueItem["status"], string>> = { queued: m.queued, saving: m.saving, done: m.done, cancelled: m.cancelled };

function ProgressRow({ item, onCancel, onRetry, onRemove }: { item: QueueItem; onCancel(): void; onRetry(): void; onRemove(): void }) {
  const active = item.status === "queued" || item.status === "uploading" || item.status === "saving";
  const retryable = item.status === "failed" || item.status === "cancelled";
  const text = item.status === "uploading" ? m.uploading(item.percent) : STATUS_TEXT[item.status];
  return (
    <li className="grid gap-1.5" data-status={item.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <FileName item={item} />
          {item.line && <span className="text-xs break-words text-muted-foreground">{item.line.name}</span>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {item.status === "done" && <CheckCircle2 className="size-4 text-success" aria-hidden="true" />}
          {(item.status === "queued" || item.status === "uploading") && (
            <Button type="button" size="sm" variant="outline" onClick={onCancel} aria-label={m.cancel(item.file.name)}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          )}
          {retryable && (
            <>
              <Button type="button" size="sm" variant="outline" onClick={onRetry} aria-label={m.retry(item.file.name)}>
                <RotateCcw aria-hidden="true" />
                Retry
              </Button>
              <Button type="button" size="icon-sm" variant="ghost" onClick={onRemove} aria-label={m.remove(item.file.name)}>
                <X aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
      {active && <Progress value={item.status === "saving" ? 100 : item.percent} aria-label={m.progress(item.file.name)} />}
      {text && (
        <span role="status" className="text-xs text-muted-foreground">
          {text}
        </span>
      )}
      {item.error && (
        <p role="alert" className="text-sm text-destructive">
          {item.error}
        </p>
      )}
    </li>
  );
}
