"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";

/** Whether a drag carries files from the desktop (text, links and in-page drags do not). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/**
 * A native drop target for files from the operating system (dnd-kit handles pointer drags inside
 * the page, not OS file drops). `over` is true while files are held above it, for the highlight;
 * other drags pass through untouched, and a nested target's drop does not reach its parent.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);
  if (!enabled) return { over: false, dropProps: {} };

  const dropProps = {
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current += 1;
      setOver(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      // Without this the browser refuses the drop (and would open the file in the tab instead).
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.stopPropagation();
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setOver(false);
      const files = Array.from(event.dataTransfer.files ?? []);
      if (files.length) onFiles(files);
    },
  };
  return { over, dropProps };
}

/**
 * Files let go outside every drop target would make the browser open them in place of the page,
 * cutting the uploads under way: on this page such a drop does nothing.
 */
export function useStrayFileDropGuard() {
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", refuse);
    window.addEventListener("drop", refuse);
    return () => {
      window.removeEventListener("dragover", refuse);
      window.removeEventListener("drop", refuse);
    };
  }, []);
}
