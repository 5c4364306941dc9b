"use client";

import { createContext, use, useId, useRef, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from "react";
import { cn } from "@/lib/utils";

/**
 * Tabs after the WAI-ARIA tabs pattern, written out rather than taken from Radix: its roving-focus
 * group, collection and presence layers rendered about twenty components where these render five,
 * and the upload dialog, opened from a page of thousands of elements, opens with its tabs drawn.
 * The keyboard is the pattern's: the selected tab is the list's one tab stop, arrows (and Home,
 * End) move between tabs and select on focus, or with `activationMode="manual"` only on Enter or
 * Space. A pointer selects on press, as Radix did, so a click that lands is already a selection.
 * Only the selected panel is mounted.
 */
interface TabsState {
  value: string;
  select(value: string): void;
  manual: boolean;
  id(part: "trigger" | "content", value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must sit inside <Tabs>");
  return state;
}

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue" | "dir"> {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  activationMode?: "automatic" | "manual";
}

function Tabs({ value, defaultValue, onValueChange, activationMode = "automatic", className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select(next) {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    manual: activationMode === "manual",
    // A value may hold spaces, which an id may not.
    id: (part, v) => `${base}-${part}-${encodeURIComponent(v)}`,
  };
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext>
  );
}

function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const list = useRef<HTMLDivElement>(null);
  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !list.current) return;
    const tabs = [...list.current.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[(to + tabs.length) % tabs.length].focus();
  }
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={move}
      className={cn(
        "inline-flex h-9 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<"button">, "value"> {
  value: string;
}

function TabsTrigger({ value, className, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id("trigger", value)}
      aria-selected={selected}
      aria-controls={tabs.id("content", value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // The main button without Ctrl selects; focus follows as for any button.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Arrow keys select as they move, unless the tabs wait for Enter or Space.
        if (!tabs.manual && !event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 text-sm font-medium text-foreground/70 transition-[color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<"div"> {
  value: string;
}

function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id("content", value)}
      aria-labelledby={tabs.id("trigger", value)}
      tabIndex={0}
      data-state="active"
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
