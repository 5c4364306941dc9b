// What the checklist seed reports and what it needs of a connection, apart from the seed itself:
// the re-keying of moved document lines (./seed-rekey.ts) fills the same report, and the seed
// calls the re-keying, so both import these from here instead of from each other.

/** What the seed needs of a connection: one statement at a time, inside the caller's transaction. */
export interface SeedSql {
  rows<T extends object>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
}
type SqlValue = string | number | boolean | null;

export interface SeedResult {
  phasesCreated: number;
  phasesUpdated: number;
  tasksCreated: number;
  tasksUpdated: number;
  /** Stored documents whose line moved to another index (progress entries re-keyed). */
  documentsMoved: number;
  /** Stored documents whose line left the checklist: moved to removed_documents. */
  documentsRemoved: number;
  /** Shared-space document items re-keyed (moved) or dropped (their line was removed). */
  sharedItemsMoved: number;
  sharedItemsRemoved: number;
  /** Progress rows whose `completed` changed because their task's lines changed. */
  progressRecomputed: number;
}

export const EMPTY_SEED_RESULT: SeedResult = {
  phasesCreated: 0,
  phasesUpdated: 0,
  tasksCreated: 0,
  tasksUpdated: 0,
  documentsMoved: 0,
  documentsRemoved: 0,
  sharedItemsMoved: 0,
  sharedItemsRemoved: 0,
  progressRecomputed: 0,
};
