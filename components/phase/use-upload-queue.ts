"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentLine } from "@/lib/progress/rules";
import { matchFilesToLines } from "./match-files";

/**
 * review: waiting for the founder to confirm (or pick) its document; queued: waiting for a slot;
 * uploading: bytes moving (percent); saving: the bytes arrived, the task is being saved.
 */
type QueueStatus = "review" | "queued" | "uploading" | "saving" | "done" | "failed" | "cancelled";

export interface QueueItem {
  id: string;
  file: File;
  /** The document line the file goes to (null: not chosen yet). */
  line: DocumentLine | null;
  status: QueueStatus;
  percent: number;
  /** Why it failed: the API's message. */
  error: string | null;
}

/** Uploads one file to one line; resolves to an error message or null (a cancel resolves with `signal.aborted`). */
export type QueueUpload = (line: DocumentLine, file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<string | null>;

/** Files moving at once: enough to keep a link busy, few enough that each bar moves. */
const PARALLEL_UPLOADS = 3;

let nextId = 0;
const newItem = (file: File, line: DocumentLine | null, status: QueueStatus): QueueItem => ({
  id: `upload-${++nextId}`,
  file,
  line,
  status,
  percent: 0,
  error: null,
});

/**
 * Several files to one task's documents, each with its own progress, Cancel and Retry: a failed
 * or cancelled file keeps its File, so Retry sends it again without the others being re-picked.
 */
export function useUploadQueue(upload: QueueUpload) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const started = useRef(new Set<string>());
  const uploadRef = useRef(upload);
  useEffect(() => {
    uploadRef.current = upload;
  });

  const patch = useCallback((id: string, change: Partial<QueueItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (item: QueueItem & { line: DocumentLine }) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: "uploading", percent: 0, error: null });
      const message = await uploadRef.current(
        item.line,
        item.file,
        (percent) => patch(item.id, { percent, status: percent >= 100 ? "saving" : "uploading" }),
        controller.signal,
      );
      controllers.current.delete(item.id);
      started.current.delete(item.id);
      if (controller.signal.aborted) patch(item.id, { status: "cancelled", percent: 0 });
      else if (message) patch(item.id, { status: "failed", error: message, percent: 0 });
      else patch(item.id, { status: "done", percent: 100 });
    },
    [patch],
  );

  // Starts queued files while fewer than PARALLEL_UPLOADS are moving.
  useEffect(() => {
    const moving = items.filter((item) => started.current.has(item.id)).length;
    const ready = items.filter((item) => item.status === "queued" && item.line && !started.current.has(item.id));
    for (const item of ready.slice(0, Math.max(0, PARALLEL_UPLOADS - moving))) {
      started.current.add(item.id);
      void run(item as QueueItem & { line: DocumentLine });
    }
  }, [items, run]);

  useEffect(() => {
    const live = controllers.current;
    // Leaving the page stops the requests rather than letting them finish unseen.
    return () => live.forEach((controller) => controller.abort());
  }, []);

  return {
    items,
    /** Files to review: each matched to an open line by name, `preset` (a row's line) first for the first file. */
    add(files: File[], openLines: readonly DocumentLine[], preset?: DocumentLine) {
      const rest = preset ? openLines.filter((line) => line.index !== preset.index) : openLines;
      const matched = matchFilesToLines(
        files.map((file) => file.name),
        rest,
      );
      const added = files.map((file, i) =>
        newItem(file, preset && i === 0 ? preset : (rest.find((line) => line.index === matched[i]) ?? null), "review"),
      );
      setItems((current) => [...current, ...added]);
    },
    /** One file dropped on a row: no question to ask, it starts at once. */
    uploadNow(file: File, line: DocumentLine) {
      setItems((current) => [...current, newItem(file, line, "queued")]);
    },
    assign(id: string, line: DocumentLine | null) {
      patch(id, { line });
    },
    /** Starts every reviewed file that has a document. */
    start() {
      setItems((current) => current.map((item) => (item.status === "review" && item.line ? { ...item, status: "queued" } : item)));
    },
    /** Stops a moving file, or one still waiting for a slot. */
    cancel(id: string) {
      const controller = controllers.current.get(id);
      if (controller) controller.abort();
      else
        setItems((current) =>
          current.map((item) => (item.id === id && item.status === "queued" && !started.current.has(id) ? { ...item, status: "cancelled" } : item)),
        );
    },
    retry(id: string) {
      patch(id, { status: "queued", error: null, percent: 0 });
    },
    remove(id: string) {
      controllers.current.get(id)?.abort();
      setItems((current) => current.filter((item) => item.id !== id));
    },
    /** Clears the files that are done and the ones the founder cancelled. */
    clearFinished() {
      setItems((current) => current.filter((item) => item.status !== "done" && item.status !== "cancelled"));
    },
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
