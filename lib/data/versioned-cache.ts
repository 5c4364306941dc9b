import "server-only";

/**
 * Serialised JSON kept per key for the hot reads: a company's progress list,
 * readiness and phase figures, a phase's task list, a space's visitor view. Each entry carries the
 * version of the rows it was built from (lib/data/data-versions.ts), and a request uses it only
 * when the version it has just read from the database, in the same statement as its
 * authorization check, still matches. Another instance's write is therefore seen on the next
 * request, with no cross-process invalidation. Bounded by total size; least recently used first
 * out.
 */
export interface CachedJson {
  /** The JSON, UTF-8 encoded once (a request copies it into the response as is). */
  json: Buffer;
}

export class VersionedJsonCache<T extends CachedJson> {
  private readonly entries = new Map<string, { value: T; version: string }>();
  private bytes = 0;
  /** JSON_CACHE=off keeps nothing: every request builds its JSON (to rule the caches out, and for bench/ab-caches.ts). */
  private readonly enabled = process.env.JSON_CACHE !== "off";

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The entry built at `version`, or null (an entry of another version is dropped). */
  get(key: string, version: string): T | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version) {
      this.forget(key);
      return null;
    }
    // Re-insert: Map order is the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The version of the entry held for `key`, if any (to ask the database only for what changed). */
  versionOf(key: string): string | null {
    return this.entries.get(key)?.version ?? null;
  }

  set(key: string, version: string, value: T): void {
    this.forget(key);
    if (!this.enabled || value.json.length > this.maxBytes / 4) return;
    this.entries.set(key, { value, version });
    this.bytes += value.json.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /** Tests: start from nothing. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.value.json.length;
    this.entries.delete(key);
  }
}
