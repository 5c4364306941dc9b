/**
 * Search text rules shared by the server (building the tsquery, choosing labels and excerpts) and
 * the palette (highlighting). Words are runs of letters and digits, lower-cased: the same words
 * PostgreSQL's 'simple' configuration keeps, so what the database matched the UI can mark.
 */

/** More words than this add nothing but cost: the rest of the input is ignored. */
export const SEARCH_WORDS_MAX = 8;
const WORD_LENGTH_MAX = 64;
const WORD = /[\p{L}\p{N}]+/gu;

/** The input's words, lower-cased, deduplicated, in order. Never contains tsquery syntax. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].slice(0, WORD_LENGTH_MAX);
    if (!words.includes(word)) words.push(word);
    if (words.length === SEARCH_WORDS_MAX) break;
  }
  return words;
}

/**
 * `to_tsquery('simple', ...)` text: every word as a prefix, all required ("cert incorp" finds
 * "Certificate of Incorporation" while it is being typed). Built only from searchWords' output,
 * so user text never reaches tsquery syntax; null when the input has no word at all.
 */
export function prefixTsQuery(words: readonly string[]): string | null {
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** True when every word starts some word of `text` (the tsquery's meaning, in JS). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const tokens = text.toLowerCase().match(WORD) ?? [];
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into plain parts and parts that start with one of `words` (for <mark>, never HTML). */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const token of text.matchAll(WORD)) {
    const start = token.index;
    const lower = token[0].toLowerCase();
    const word = words.filter((w) => lower.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    if (!word) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, start + word.length), match: true });
    last = start + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** About `length` characters of `text` around its first matching word, on one line, with ellipses. */
export function excerpt(text: string, words: readonly string[], length = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  let at = 0;
  for (const token of flat.matchAll(WORD)) {
    const lower = token[0].toLowerCase();
    if (words.some((w) => lower.startsWith(w))) {
      at = token.index;
      break;
    }
  }
  const start = Math.max(0, Math.min(at - Math.floor(length / 3), flat.length - length));
  const end = Math.min(flat.length, start + length);
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}
