"use client";

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2, Search } from "lucide-react";
import { Providers } from "@/components/providers";
import { errorMessage } from "@/lib/queries/client";
import { searchWords } from "@/lib/search/rules";
import { useSearch, type SearchResult } from "@/lib/queries/search";
import type { CurrentUser } from "@/lib/queries/user";
import { cn } from "@/lib/utils";
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from "@/lib/search/schema";
import { Highlight } from "./highlight";
import { searchLabels } from "@/lib/messages/search";
import { PaletteFrame } from "./palette-frame";

/** Typing pauses this long before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 150;

interface CommandPaletteProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Where a result leads: its phase, with its task card opened (components/phase/phase-task-list.tsx). */
export function resultHref(result: Pick<SearchResult, "phaseId" | "taskId">): string {
  return `/phase/${encodeURIComponent(result.phaseId)}?task=${encodeURIComponent(result.taskId)}`;
}

/** Results in display order: grouped by kind (tasks, documents, notes, files), best first in each. */
export function groupResults(results: readonly SearchResult[]) {
  return SEARCH_KINDS.map((kind) => ({ kind, results: results.filter((r) => r.kind === kind) })).filter((g) => g.results.length);
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The whole palette, frame and content (the nav bar's launcher draws the frame itself and loads the content on demand). */
export function CommandPalette({ user, open, onOpenChange }: CommandPaletteProps) {
  if (!open) return null;
  return (
    <PaletteFrame onClose={() => onOpenChange(false)}>
      <PaletteContent user={user} onDone={() => onOpenChange(false)} />
    </PaletteFrame>
  );
}

/** The input and the results; mounted when the palette opens, so every opening starts with an empty query. */
export function PaletteContent({ user, onDone }: { user: CurrentUser; onDone(): void }) {
  return (
    <Providers initialUser={user}>
      <PaletteBody onDone={onDone} />
    </Providers>
  );
}

function PaletteBody({ onDone }: { onDone(): void }) {
  const router = useRouter();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const [input, setInput] = useState("");
  const query = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(query);
  const listRef = useRef<HTMLDivElement>(null);

  // While the next answer loads the previous one stays (useSearch keeps it), so typing does not flicker.
  const results = useMemo(() => (query ? (search.data ?? []) : []), [query, search.data]);
  const groups = useMemo(() => groupResults(results), [results]);
  const ordered = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  const words = useMemo(() => searchWords(query), [query]);
  const pending = input.trim() !== query || search.isFetching;

  // The cursor belongs to one answer: a new answer starts again at its first result.
  const [cursor, setCursor] = useState<{ list: readonly SearchResult[]; index: number }>({ list: [], index: 0 });
  const active = cursor.list === ordered ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ list: ordered, index });
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  function choose(result: SearchResult | undefined) {
    if (!result) return;
    onDone();
    router.push(resultHref(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!ordered.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + ordered.length) % ordered.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(ordered[active]);
    }
  }

  let index = 0;
  return (
    <>
      <div className="flex items-center gap-2 border-b px-3">
        {pending && query ? (
          <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : (
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <input
          autoFocus
          type="text"
          role="combobox"
          aria-label={searchLabels.inputLabel}
          aria-expanded={ordered.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={ordered.length ? optionId(active) : undefined}
          placeholder={searchLabels.placeholder}
          maxLength={SEARCH_QUERY_MAX}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      <div ref={listRef} id={listId} role="listbox" aria-label={searchLabels.dialogTitle} className="max-h-[min(60dvh,26rem)] overflow-y-auto p-2">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="pb-2">
            <div id={`${listId}-${group.kind}`} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
              {searchLabels.groups[group.kind]}
            </div>
            {group.results.map((result) => {
              const i = index++;
              return (
                <div
                  key={`${result.kind}-${result.taskId}`}
                  id={optionId(i)}
                  data-index={i}
                  role="option"
                  aria-selected={i === active}
                  onMouseMove={() => setActive(i)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(result)}
                  className={cn("cursor-pointer rounded-md px-2 py-2 text-sm", i === active && "bg-accent text-accent-foreground")}
                >
                  <div className="truncate font-medium">
                    <Highlight text={result.label} words={words} />
                  </div>
                  {result.snippet && (
                    <div className="line-clamp-2 text-xs text-muted-foreground">
                      <Highlight text={result.snippet} words={words} />
                    </div>
                  )}
                  <div className="truncate text-xs text-muted-foreground">{resultContext(result)}</div>
                </div>
              );
            })}
          </div>
        ))}
        <PaletteStatus input={input.trim()} query={query} pending={pending} count={ordered.length} error={search.error} />
      </div>
    </>
  );
}

/** Where a result sits: the phase, then the task, then (a file) the document it is attached to. */
function resultContext(result: SearchResult): string {
  if (result.kind === "task") return result.phaseName;
  return [result.phaseName, result.taskTitle, result.documentName].filter(Boolean).join(" · ");
}

function PaletteStatus({ input, query, pending, count, error }: { input: string; query: string; pending: boolean; count: number; error: unknown }) {
  let text: string | null = null;
  if (!input) text = searchLabels.hint;
  else if (error && !pending) text = `${searchLabels.failed}: ${errorMessage(error, searchLabels.failed)}`;
  else if (pending && !count) text = searchLabels.loading;
  else if (!pending && !count && query) text = searchLabels.noResults(query);
  if (!text) return null;
  return (
    <p role="status" className={cn("px-2 py-6 text-center text-sm", error && !pending ? "text-destructive" : "text-muted-foreground")}>
      {text}
    </p>
  );
}
