import type { SearchKind } from "@/lib/search/schema";

/** Every string of the search palette and its nav bar button. */
export const searchLabels = {
  button: "Search",
  dialogTitle: "Search your workspace",
  dialogDescription: "Tasks, documents, notes and files. Use the arrow keys and Enter to open a result.",
  placeholder: "Search tasks, documents, notes, files…",
  inputLabel: "Search",
  loading: "Searching…",
  hint: "Type to search your checklist, notes and files.",
  failed: "Search failed",
  noResults: (q: string) => `No results for "${q}"`,
  groups: { task: "Tasks", document: "Documents", note: "Notes", file: "Files" } satisfies Record<SearchKind, string>,
} as const;

/** The keyboard shortcut shown on the button (the listener accepts Ctrl or Cmd everywhere). */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? "⌘K" : "Ctrl K";
}
