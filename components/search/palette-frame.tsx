"use client";

import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { searchLabels } from "@/lib/messages/search";

/**
 * The search palette's modal frame, drawn while open and removed when closed. Not a Radix dialog:
 * its scroll lock restyles <body> (pointer-events, overflow, padding), and on a phase page with
 * every task expanded that restyle and the relayout of the whole page it causes were most of the
 * time between Ctrl K and the palette's first paint. Here nothing outside the frame changes: the
 * backdrop takes the pointer, the frame keeps the keyboard (the input is its only stop: results
 * are chosen with the arrow keys), Escape or a click outside closes it, and focus goes back to
 * where it was.
 */
export function PaletteFrame({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();

  // Read while rendering the opening: by the first effect the input has already taken the focus.
  const [before] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    },
    [before],
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab") {
      // One stop only: Tab must not walk into the page behind the backdrop.
      event.preventDefault();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-center bg-black/50 px-4 pt-[15vh]" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        className="flex h-fit max-h-[calc(85dvh)] w-full max-w-xl flex-col overflow-hidden rounded-lg border bg-background shadow-lg"
      >
        <h2 id={titleId} className="sr-only">
          {searchLabels.dialogTitle}
        </h2>
        <p id={descriptionId} className="sr-only">
          {searchLabels.dialogDescription}
        </p>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * What the frame shows in the moment the palette's code is still on its way (the first opening,
 * before anything preloaded it): the input row as it will look, holding the focus.
 */
export function PaletteInputStandIn() {
  return (
    <div className="flex items-center gap-2 border-b px-3">
      <svg viewBox="0 0 24 24" className="size-4 shrink-0 fill-none stroke-current stroke-2 text-muted-foreground" aria-hidden="true">
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.3-4.3" />
      </svg>
      <input
        autoFocus
        readOnly
        aria-busy="true"
        aria-label={searchLabels.inputLabel}
        placeholder={searchLabels.placeholder}
        className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
      />
    </div>
  );
}
