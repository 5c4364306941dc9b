import { z } from "zod";
import { searchQueryMessages } from "@/lib/messages/search";

export const SEARCH_KINDS = ["task", "document", "note", "file"] as const;

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;

/** GET /api/search?q=...&limit=... */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchQueryMessages.required })
    .trim()
    .min(1, searchQueryMessages.required)
    .max(SEARCH_QUERY_MAX, searchQueryMessages.tooLong(SEARCH_QUERY_MAX)),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** One hit: at most one per task and kind, best first. Plain text only (the client highlights). */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  taskId: z.string(),
  phaseId: z.string(),
  phaseName: z.string(),
  taskTitle: z.string(),
  /** What matched: the task title, the document's name, an excerpt of the notes, the file's name. */
  label: z.string(),
  /** Context: the matching part of a task's description. */
  snippet: z.string().optional(),
  /** File hits: the document (line of the task) the file is attached to. */
  documentName: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ data: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
