import "server-only";

/** How long a stamped copy is kept for the visitor's next range requests. */
const TTL_MS = 10 * 60 * 1000;
/** Stamped copies kept in this process at most, in bytes (the oldest go first). */
const MAX_BYTES = 96 * 1024 * 1024;

interface Entry {
  bytes: Promise<Uint8Array>;
  size: number;
  at: number;
}

const entries = new Map<string, Entry>();

function evict(now: number) {
  let total = 0;
  for (const entry of entries.values()) total += entry.size;
  for (const [key, entry] of entries) {
    if (now - entry.at <= TTL_MS && total <= MAX_BYTES) break;
    entries.delete(key);
    total -= entry.size;
  }
}

/**
 * A watermarked PDF is stamped once per visitor, file and day and kept a few minutes: the viewer
 * loads it in ranges, and each range request would otherwise stamp the whole file again. The key
 * names everything the stamp says (email, address, date), so a range is always cut from the same
 * bytes (pdf-lib's output is the same for the same input); the access check runs before this, on
 * every request. A failed stamp is not kept.
 */
export function stampedOnce(key: string, stamp: () => Promise<Uint8Array>, now = Date.now()): Promise<Uint8Array> {
  const cached = entries.get(key);
  if (cached && now - cached.at <= TTL_MS) return cached.bytes;
  const entry: Entry = { bytes: stamp(), size: 0, at: now };
  entries.delete(key);
  entries.set(key, entry);
  entry.bytes.then(
    (bytes) => {
      entry.size = bytes.byteLength;
      evict(Date.now());
    },
    () => entries.delete(key),
  );
  return entry.bytes;
}
