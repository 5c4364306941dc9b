import "server-only";

/**
 * The visitor view of a space's items, serialised, per space (issue 8). A space's items only
 * change in the transactions that also bump the space's `updated_at` (lib/data/shared-spaces.ts),
 * and every visit reads that row first, so an entry is used only while (updatedAt, itemCount)
 * still match: another instance's edit is seen on the next visit, no cross-process invalidation.
 * Bounded by total size; least recently used first out.
 */
export interface CachedItems {
  /** The items' JSON array, UTF-8 encoded once (a visit copies it into the response as is). */
  json: Buffer;
  count: number;
}

interface Entry extends CachedItems {
  version: string;
}

const MAX_BYTES = 32 * 1024 * 1024;
const entries = new Map<string, Entry>();
let bytes = 0;

const versionOf = (updatedAt: Date, itemCount: number) => `${updatedAt.getTime()}:${itemCount}`;

export function getCachedItems(spaceId: string, updatedAt: Date, itemCount: number): CachedItems | null {
  const entry = entries.get(spaceId);
  if (!entry) return null;
  if (entry.version !== versionOf(updatedAt, itemCount)) {
    forget(spaceId);
    return null;
  }
  // Re-insert: Map order is the LRU order.
  entries.delete(spaceId);
  entries.set(spaceId, entry);
  return entry;
}

export function setCachedItems(spaceId: string, updatedAt: Date, itemCount: number, items: CachedItems): void {
  forget(spaceId);
  if (items.json.length > MAX_BYTES / 4) return;
  entries.set(spaceId, { ...items, version: versionOf(updatedAt, itemCount) });
  bytes += items.json.length;
  for (const [id] of entries) {
    if (bytes <= MAX_BYTES) break;
    forget(id);
  }
}

function forget(spaceId: string): void {
  const entry = entries.get(spaceId);
  if (!entry) return;
  bytes -= entry.json.length;
  entries.delete(spaceId);
}

/** Tests: start from nothing. */
export function clearCachedItems(): void {
  entries.clear();
  bytes = 0;
}
