/** Every string of the search palette and its nav bar button, and the search request's refusals. */
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
  groups: { task: "Tasks", document: "Documents", note: "Notes", file: "Files" },
} as const;

export const searchQueryMessages = {
  required: "q is required",
  tooLong: (max: number) => `q must be at most ${max} characters`,
} as const;
