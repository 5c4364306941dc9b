/** Rules for the paths inside "Export my data" (pure, so they are tested without a zip). */

const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*\u202a-\u202e\u2066-\u2069]/g;

/** One folder or file name: no separators, control or bidi characters, no "."/"..", at most 100 characters. */
export function safeSegment(raw: string | null | undefined, fallback = "Untitled"): string {
  const cleaned = (raw ?? "").replace(UNSAFE, "_").replace(/\s+/g, " ").trim().replace(/^\.+/, "_");
  const chars = Array.from(cleaned);
  if (!cleaned) return fallback;
  if (chars.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : "";
  return (
    chars
      .slice(0, 100 - ext.length)
      .join("")
      .trimEnd() + ext
  );
}

/** Gives every path once: a second "a.pdf" in the same folder becomes "a (2).pdf". */
export function uniquePaths(): (path: string) => string {
  const seen = new Set<string>();
  return (path) => {
    let candidate = path;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) {
      const slash = path.lastIndexOf("/");
      const dot = path.lastIndexOf(".");
      candidate = dot > slash + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
    }
    seen.add(candidate.toLowerCase());
    return candidate;
  };
}

/** A CSV cell: quoted, and a leading = + - @ (a spreadsheet formula) defused with an apostrophe. */
export function csvCell(value: unknown): string {
  let text = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
