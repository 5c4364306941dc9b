/** Bytes `start`..`end` of an object, both inclusive (RFC 9110 section 14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of an object of `size` bytes: null when there is no header or
 * it is not a single byte range we serve (a multi-range or a foreign unit: the whole object is
 * answered, which RFC 9110 allows), "unsatisfiable" when it starts past the end (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  const end = match[2] ? Number(match[2]) : size - 1;
  return { start, end: Math.min(end, size - 1) };
}

/** `Content-Range` of a partial answer, or of a 416 (`bytes *\/size`). */
export function contentRange(range: ByteRange | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}

/** Whether a request starts reading the file (no range, or one from byte 0): a viewer's later chunks are not new opens. */
export function isFirstRange(header: string | null): boolean {
  const range = parseRange(header, Number.MAX_SAFE_INTEGER);
  return range === null || (range !== "unsatisfiable" && range.start === 0);
}
