"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { dialogLabels } from "@/lib/messages/chrome";
import { cn } from "@/lib/utils";

const TABBABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]";

interface ModalFrameProps {
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
  /** Escape, a press on the backdrop or the Close button; the caller may refuse (e.g. mid-upload). */
  onClose(): void;
  /** What takes the focus on opening; else its first stop, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog drawn the moment it mounts, for a dialog opened from a long page (the phase page
 * with every task expanded). Not a Radix dialog: its scroll lock and pointer lock restyle <body>
 * (overflow, position, margin, pointer-events), its portal, presence and focus layers add renders,
 * and on that page the restyle and repaint of everything behind it made opening the upload
 * dialog miss 200 ms. Here nothing outside the frame changes: the backdrop takes the pointer and
 * the wheel, Tab cycles inside the dialog, Escape or a press outside closes it, and the focus goes
 * back where it was. aria-modal tells assistive technology the page behind is out of reach.
 */
export function ModalFrame({ title, description, descriptionClassName, onClose, initialFocus, className, children }: ModalFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  // Read while rendering the opening: by the first effect the focus has moved into the dialog.
  const [before] = useState(() => (typeof document === "undefined" ? null : document.activeElement));

  useEffect(() => {
    const root = panel.current;
    let last: HTMLElement | null = null;
    // Focus that lands outside (a closing menu handing it back to its button, a toast) returns to
    // where it was inside.
    const onFocusIn = (event: FocusEvent) => {
      if (!root || !(event.target instanceof HTMLElement)) return;
      if (root.contains(event.target)) last = event.target;
      else (last?.isConnected ? last : root).focus({ preventScroll: true });
    };
    document.addEventListener("focusin", onFocusIn);
    (initialFocus?.current ?? (root && tabStops(root)[0]) ?? root)?.focus({ preventScroll: true });
    return () => {
      // Off first: giving the focus back must not be pulled into the closing dialog.
      document.removeEventListener("focusin", onFocusIn);
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, [before, initialFocus]);

  useEffect(() => {
    // The page behind must not scroll under the dialog; listeners that cannot cancel (React's wheel
    // and touch handlers are passive) would not stop it.
    const block = (event: Event) => {
      if (!scrollsInside(event, panel.current)) event.preventDefault();
    };
    const nodes = [backdrop.current, panel.current].filter((n): n is HTMLDivElement => n !== null);
    for (const node of nodes) {
      node.addEventListener("wheel", block, { passive: false });
      node.addEventListener("touchmove", block, { passive: false });
    }
    return () => {
      for (const node of nodes) {
        node.removeEventListener("wheel", block);
        node.removeEventListener("touchmove", block);
      }
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab" && panel.current) {
      cycleFocus(event, panel.current);
    }
  }

  if (typeof document === "undefined") return null;
  return createPortal(
    <>
      <div
        ref={backdrop}
        aria-hidden="true"
        className="fixed inset-0 z-50 animate-in bg-black/50 fade-in-0"
        onMouseDown={(event) => {
          // Keeps the focus in the dialog whether or not the caller lets it close.
          event.preventDefault();
          onClose();
        }}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto overscroll-contain rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg",
          "animate-in duration-200 fade-in-0 zoom-in-95",
          className,
        )}
      >
        <div data-slot="dialog-header" className="flex flex-col gap-2 text-center sm:text-left">
          <h2 id={titleId} data-slot="dialog-title" className="text-lg leading-none font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} data-slot="dialog-description" className={cn("text-sm text-muted-foreground", descriptionClassName)}>
              {description}
            </p>
          )}
        </div>
        {children}
        <button
          type="button"
          onClick={onClose}
          data-slot="dialog-close"
          className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none [&_svg]:size-4"
        >
          <X aria-hidden="true" />
          <span className="sr-only">{dialogLabels.close}</span>
        </button>
      </div>
    </>,
    document.body,
  );
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last. */
function cycleFocus(event: KeyboardEvent, root: HTMLElement) {
  const stops = tabStops(root);
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && !el.closest("[hidden], [inert]"));
}

/** Whether the wheel or touch lands on something inside the dialog that can still scroll. */
function scrollsInside(event: Event, root: HTMLElement | null): boolean {
  const deltaY = event instanceof WheelEvent ? event.deltaY : 0;
  for (let node = event.target as HTMLElement | null; root && node && root.contains(node); node = node.parentElement) {
    if (node.scrollHeight <= node.clientHeight) continue;
    const overflow = getComputedStyle(node).overflowY;
    if (overflow !== "auto" && overflow !== "scroll") continue;
    if (deltaY === 0 || (deltaY < 0 ? node.scrollTop > 0 : node.scrollTop + node.clientHeight < node.scrollHeight)) return true;
  }
  return false;
}
