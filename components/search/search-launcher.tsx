"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { Search } from "lucide-react";
import type { CurrentUser } from "@/lib/queries/user";
import { searchLabels, shortcutLabel } from "./labels";

// The palette (Radix dialog, React Query, the result list) is its own chunk, fetched the first
// time it opens: the first load of every page carries only this button and the key listener.
const CommandPalette = dynamic(() => import("./command-palette").then((m) => m.CommandPalette), { ssr: false });

/** Ctrl+K or Cmd+K, whatever has focus. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
}

const noSubscribe = () => () => {};

/** The nav bar's search button; Ctrl/Cmd+K anywhere in the signed-in app opens the same palette. */
export function SearchLauncher({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const shortcut = useSyncExternalStore(
    noSubscribe,
    () => shortcutLabel(navigator.platform),
    () => "",
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((value) => !value);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
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
      {loaded && <CommandPalette user={user} open={open} onOpenChange={setOpen} />}
    </>
  );
}
