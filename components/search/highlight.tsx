import { highlightParts } from "@/lib/search/rules";

/** `text` with the parts that match `words` in <mark>: React elements only, never HTML. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
