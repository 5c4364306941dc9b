"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { Search } from "lucide-react";
import type { CurrentUser } from "@/lib/queries/user";
import { searchLabels } from "@/lib/messages/search";
import { shortcutLabel } from "./labels";
import { PaletteFrame, PaletteInputStandIn } from "./palette-frame";
import { warmOn } from "@/components/ui/stand-in-trigger";

// The palette's content (React Query, the search hook, the result list) is its own chunk, asked
// for when the user shows intent (hovers or focuses the button, holds Ctrl or Cmd) and at the
// latest when it opens: the first load of every page carries only this button, the key listener
// and the light frame, which opens at once with the input drawn.
const loadContent = () => import("./command-palette").then((m) => m.PaletteContent);
const PaletteContent = dynamic(loadContent, { ssr: false, loading: () => <PaletteInputStandIn /> });

let preloaded = false;
function preload() {
  if (preloaded) return;
  preloaded = true;
  void loadContent().catch(() => {
    // A failed fetch is asked again when the palette opens.
    preloaded = false;
  });
}

/** Ctrl+K or Cmd+K, whatever has focus. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
}

const noSubscribe = () => () => {};

/** The nav bar's search button; Ctrl/Cmd+K anywhere in the signed-in app opens the same palette. */
export function SearchLauncher({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const shortcut = useSyncExternalStore(
    noSubscribe,
    () => shortcutLabel(navigator.platform),
    () => "",
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Control" || event.key === "Meta") preload();
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...warmOn(preload)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="inline-flex h-8 items-center gap-2 rounded-md border bg-background px-2.5 text-sm text-muted-foreground shadow-xs outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{searchLabels.button}</span>
        <span className="sr-only sm:hidden">{searchLabels.button}</span>
        {shortcut && (
          <kbd className="hidden rounded border bg-muted px-1.5 font-sans text-[0.7rem] font-medium md:inline" aria-hidden="true">
            {shortcut}
          </kbd>
        )}
      </button>
      {open && (
        <PaletteFrame onClose={() => setOpen(false)}>
          <PaletteContent user={user} onDone={() => setOpen(false)} />
        </PaletteFrame>
      )}
    </>
  );
}
