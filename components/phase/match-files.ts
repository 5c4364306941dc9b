import type { DocumentLine } from "@/lib/progress/rules";

/** Words too common in document names to tell two apart. */
const STOP_WORDS = new Set([
  "the",
  "and",
  "for",
  "with",
  "each",
  "every",
  "its",
  "our",
  "of",
  "a",
  "an",
  "to",
  "in",
  "on",
  "by",
  "or",
  "copy",
  "final",
  "scan",
  "signed",
  "draft",
  "v",
]);

/** "CapTable_2026-final.v2.pdf" -> ["cap", "table", "2026"]: lower case, split on case and punctuation, extension dropped. */
export function nameWords(name: string): string[] {
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^v\d+$/.test(word));
}

/** One word of a file name matches one of a line when equal, or when one starts the other and both have 3+ letters ("cert" / "certificate"). */
function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

/** Share of `words` found among `others`. */
function share(words: string[], others: string[]): number {
  if (!words.length) return 0;
  return words.filter((word) => others.some((other) => wordsMatch(word, other))).length / words.length;
}

/** Share of the file name's words found in the line's name (0 when the file name has no usable word). */
export function nameSimilarity(fileName: string, lineName: string): number {
  return share(nameWords(fileName), nameWords(lineName));
}

/** Below this a file is left for the founder to place: one word in four in common is a guess, not a match. */
const MIN_SIMILARITY = 0.25;

/**
 * The document line each file most likely belongs to, by name similarity: the best-scoring
 * (file, line) pairs are taken first and each line receives at most one file, so three files
 * dropped on a task land on three different lines. A file with no line close enough gets null.
 */
export function matchFilesToLines(fileNames: readonly string[], lines: readonly DocumentLine[]): (number | null)[] {
  const lineWords = lines.map((line) => ({ index: line.index, words: nameWords(line.name) }));
  const pairs = fileNames.flatMap((fileName, file) => {
    const words = nameWords(fileName);
    // Ties on the file's words go to the line the file covers most of ("memorandum of association" over "articles of association").
    return lineWords
      .map((line) => ({ file, line: line.index, score: share(words, line.words), cover: share(line.words, words) }))
      .filter((pair) => pair.score >= MIN_SIMILARITY);
  });
  pairs.sort((a, b) => b.score - a.score || b.cover - a.cover || a.file - b.file || a.line - b.line);
  const result: (number | null)[] = fileNames.map(() => null);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (result[pair.file] !== null || taken.has(pair.line)) continue;
    result[pair.file] = pair.line;
    taken.add(pair.line);
  }
  return result;
}
